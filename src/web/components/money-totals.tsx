import { formatMoney } from '../../shared/dockets/docket-math';

type MoneyTotalsProps = { subtotal: string; gst: string; total: string };

/** An invoice's totals footer: Subtotal, GST, and Total under a rule (AUD, 2 places, as computed). */
export function MoneyTotals({ subtotal, gst, total }: MoneyTotalsProps) {
  const rows = [
    ['Subtotal', subtotal, 'text-sm'],
    ['GST', gst, 'text-sm'],
    ['Total', total, 'mt-1 border-t border-line pt-1 text-base font-bold'],
  ] as const;
  return (
    <dl aria-label="Totals" className="ml-auto grid w-full max-w-xs gap-1">
      {rows.map(([label, value, look]) => (
        <div key={label} className={`flex justify-between gap-6 ${look}`}>
          <dt className={label === 'Total' ? undefined : 'text-ink-muted'}>{label}</dt>
          <dd className="tabular-nums">{formatMoney(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
