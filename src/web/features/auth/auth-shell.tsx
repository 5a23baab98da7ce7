import { ClipboardCheck, FileText, HardHat } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductMark } from '../../components/product-mark';
import { cn } from '../../lib/cn';

const points = [
  { icon: HardHat, text: 'Workers record the day on their phone, even with patchy signal.' },
  { icon: ClipboardCheck, text: 'Foremen approve with a signature on site or from the dashboard.' },
  { icon: FileText, text: 'Approved dockets flow on to invoices and payroll timesheets.' },
] as const;

const stripe =
  'h-1.5 bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_14px,var(--color-night)_14px_28px)]';

/** The frame of every account screen: a brand panel on wide screens, a slim brand bar on phones. */
export function AuthShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden flex-col bg-night text-ink-inverse lg:flex">
        <div aria-hidden="true" className={stripe} />
        <div className="sticky top-0 flex min-h-dvh flex-col justify-between gap-10 p-10 xl:p-14">
          <Link to="/" className="focus-ring self-start rounded-lg" aria-label="SiteDockets home">
            <ProductMark tone="light" />
          </Link>
          <div className="max-w-md">
            <p className="text-sm font-bold tracking-widest text-brand uppercase">Dockets for construction</p>
            <p className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance">
              From the site to the invoice, without the paperwork.
            </p>
            <ul className="mt-8 grid gap-5">
              {points.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3 text-base text-slate-300">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 text-brand">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="pt-1.5">{text}</span>
                </li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-slate-400">Built for Australian construction and trades teams.</p>
        </div>
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header className="bg-night lg:hidden">
          <div aria-hidden="true" className={stripe} />
          <div className="px-4 py-3">
            <Link to="/" className="focus-ring inline-flex rounded-lg" aria-label="SiteDockets home">
              <ProductMark tone="light" />
            </Link>
          </div>
        </header>
        <main className="flex flex-1 justify-center px-4 py-8 sm:items-center sm:py-12">
          <div
            className={cn(
              'w-full',
              wide
                ? 'max-w-2xl'
                : 'max-w-md sm:rounded-card sm:border sm:border-line sm:bg-surface sm:p-8 sm:shadow-sm',
            )}
          >
            {children}
          </div>
        </main>
      </div>
    </div>
  );
}

/** The heading block at the top of an account screen. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance">{title}</h1>
      {children && <p className="mt-2 text-base text-pretty text-ink-muted">{children}</p>}
    </div>
  );
}
