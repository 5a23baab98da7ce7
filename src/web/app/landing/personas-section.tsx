import { Briefcase, HardHat, Hammer, UserRoundCheck, type LucideIcon } from 'lucide-react';

type Persona = { icon: LucideIcon; title: string; text: string; points: readonly string[] };

const personas: readonly Persona[] = [
  {
    icon: Hammer,
    title: 'Workers',
    text: 'Log the day in a couple of minutes on the phone they already carry.',
    points: ['Only their assigned projects', 'Hours, quantities and breaks', 'No rates or values on screen'],
  },
  {
    icon: HardHat,
    title: 'Foremen',
    text: 'Check the day’s dockets and sign them while the work is still in front of them.',
    points: [
      'Sign on site or from the dashboard',
      'Project code instead of an account',
      'Download PDFs or a ZIP',
    ],
  },
  {
    icon: Briefcase,
    title: 'Office & admin',
    text: 'Invoice and pay from approved dockets instead of a pile of paper.',
    points: [
      'Xero invoices or mark invoiced',
      'Payroll timesheets to Xero Payroll',
      'E-mail docket PDFs to clients',
    ],
  },
  {
    icon: UserRoundCheck,
    title: 'Owners of small crews',
    text: 'Running a small crew and doing the books at night? Skip approval where you don’t need it.',
    points: ['Set up in 5 minutes', 'Approval on or off per project', 'Invite your crew by e-mail'],
  },
];

/** Who uses SiteDockets, one card per role on a job. */
export function PersonasSection() {
  return (
    <section aria-labelledby="personas-title" className="bg-canvas px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <p className="text-sm font-bold tracking-widest text-brand-text uppercase">Who it’s for</p>
        <h2
          id="personas-title"
          className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          One docket, the right view for everyone on the job
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {personas.map(({ icon: Icon, title, text, points }) => (
            <li
              key={title}
              className="flex flex-col rounded-card border border-line bg-surface p-5 shadow-sm"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-night text-brand">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-1.5 text-ink-muted">{text}</p>
              <ul className="mt-4 grid gap-2 border-t border-line pt-4 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-2">
                    <span
                      aria-hidden="true"
                      className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-active"
                    />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
