import {
  Calculator,
  FileArchive,
  FileSignature,
  KeyRound,
  Layers,
  LockKeyhole,
  Receipt,
  Smartphone,
  Users,
  type LucideIcon,
} from 'lucide-react';

type Feature = { icon: LucideIcon; title: string; text: string };

const features: readonly Feature[] = [
  {
    icon: Smartphone,
    title: 'Made for the phone on site',
    text: 'Mobile-first entry with large buttons and text you can read in full sun, built for patchy reception on site.',
  },
  {
    icon: Layers,
    title: 'Hours and quantities',
    text: 'Bill by time or by quantity against each project’s rate items, with breaks tracked and non-billable time kept apart.',
  },
  {
    icon: FileSignature,
    title: 'Signatures that count',
    text: 'Foremen sign with a finger on the phone. Each approval keeps the signature and the time it was signed.',
  },
  {
    icon: LockKeyhole,
    title: 'Tamper-evident approvals',
    text: 'Change an approved docket and it goes back to draft with its signature cleared, so it must be signed again.',
  },
  {
    icon: FileArchive,
    title: 'PDF dockets and ZIP export',
    text: 'E-mail a docket to the client as a PDF, or export the dockets you pick as one ZIP of PDFs.',
  },
  {
    icon: Receipt,
    title: 'Xero invoices',
    text: 'Turn one or many approved dockets into a Xero invoice with GST, or simply mark them invoiced.',
  },
  {
    icon: Calculator,
    title: 'Xero Payroll with overtime',
    text: 'Payroll timesheets per worker with ordinary and overtime hours, submitted straight to Xero Payroll.',
  },
  {
    icon: Users,
    title: 'Role-based access',
    text: 'Admin, office, foreman and worker each see what their job needs. Workers never see rates or values.',
  },
  {
    icon: KeyRound,
    title: 'Project codes for foremen',
    text: 'Share a project’s code and a foreman or client supervisor can review and sign without an account.',
  },
];

/** What the product does, feature by feature; only claims the product makes. */
export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="bg-surface px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <p className="text-sm font-bold tracking-widest text-brand-text uppercase">Features</p>
        <h2
          id="features-title"
          className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          Everything between the site and the pay run
        </h2>
        <ul className="mt-8 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-text ring-1 ring-amber-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="text-base font-bold">{title}</h3>
                <p className="mt-1 text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
