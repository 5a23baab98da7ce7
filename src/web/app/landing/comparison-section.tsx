import { Check, X } from 'lucide-react';
import { join } from './landing-ui';

const oldWay = [
  'Paper dockets filled in at knock-off, then lost in the ute or soaked on the dash',
  'Chasing the foreman for a signature days after the job, when nobody remembers the hours',
  'The office retyping every docket into invoices, line by line',
  'Typing the same hours again into payroll and working out overtime by hand',
  'A client disputes the bill and the signed docket is nowhere to be found',
] as const;

const newWay = [
  'Each day entered on the phone, on site, with start, finish and breaks',
  'The foreman signs on the worker’s phone before leaving site, or later from the foreman dashboard',
  'Approved dockets become invoice lines, in Xero or marked invoiced, with the PDF as proof',
  'The same hours flow to payroll timesheets, split into ordinary and overtime, ready for Xero Payroll',
  'Every approved docket carries its signature and the time it was signed',
] as const;

type ColumnProps = { title: string; items: readonly string[]; tone: 'old' | 'new' };

function Column({ title, items, tone }: ColumnProps) {
  const Icon = tone === 'old' ? X : Check;
  return (
    <div
      className={join(
        'rounded-card border p-5 sm:p-6',
        tone === 'old' ? 'border-line bg-surface' : 'border-amber-300 bg-brand-soft/60 shadow-sm',
      )}
    >
      <h3 className="flex items-center gap-2 text-lg font-bold">
        {tone === 'new' && <span className="size-2.5 rounded-full bg-brand" aria-hidden="true" />}
        {title}
      </h3>
      <ul className="mt-4 grid gap-3.5">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <span
              className={join(
                'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full',
                tone === 'old' ? 'bg-red-100 text-red-800' : 'bg-night text-brand',
              )}
            >
              <Icon aria-hidden="true" className="size-4" strokeWidth={3} />
            </span>
            <span className={tone === 'old' ? 'text-ink-muted' : 'text-ink'}>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Paper dockets versus SiteDockets, point by point. */
export function ComparisonSection() {
  return (
    <section aria-labelledby="comparison-title" className="bg-canvas px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <p className="text-sm font-bold tracking-widest text-brand-text uppercase">Why switch</p>
        <h2
          id="comparison-title"
          className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          Paper dockets cost you hours every week, and sometimes the invoice
        </h2>
        <div className="mt-8 grid gap-4 lg:grid-cols-2 lg:gap-6">
          <Column title="The old way" items={oldWay} tone="old" />
          <Column title="With SiteDockets" items={newWay} tone="new" />
        </div>
      </div>
    </section>
  );
}
