import type { ReportReply } from '../../../shared/reports/schemas';
import { reportTotals, type ReportTotal } from '../../../shared/reports/totals';
import { hours, money } from './tables/cells';

/** A headline figure as the screen shows it. */
const SHOWN: Record<ReportTotal['kind'], (value: string) => string> = {
  hours,
  money,
  count: (value) => value,
  text: (value) => value,
};

/** The report's totals as a row of figures, each a big number over its label. */
export function ReportTotals({ report }: { report: ReportReply }) {
  return (
    <div role="group" aria-label="Totals">
      <dl className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-4">
        {reportTotals(report).map(({ label, kind, value }) => (
          <div
            key={label}
            className="grid min-w-0 rounded-card border border-line bg-surface px-4 py-3 shadow-sm sm:min-w-40"
          >
            <dt className="order-2 text-sm font-semibold text-ink-muted">{label}</dt>
            <dd
              className={
                kind === 'text'
                  ? 'order-1 text-base font-bold'
                  : 'order-1 truncate text-xl font-extrabold tabular-nums sm:text-2xl'
              }
            >
              {SHOWN[kind](value)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
