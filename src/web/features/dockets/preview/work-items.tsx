import { Clock, Package } from 'lucide-react';
import { formatMoney } from '../../../../shared/dockets/docket-math';
import { breakText } from '../api';
import type { Docket } from './types';
import { hoursShown } from '../../../../shared/hours';

type Item = Docket['lineItems'][number];

/** "07:00–15:30 · 30 min break" or "3.00 m³": how the work was recorded. */
function measure(item: Item): string {
  if (item.entryType === 'qty') return `${item.quantity ?? '0.00'} ${item.unit}`;
  const range = `${item.startTime ?? '--:--'}–${item.endTime ?? '--:--'}`;
  return item.breakMinutes > 0 ? `${range} · ${breakText(item.breakMinutes)}` : range;
}

/** The rate line money roles see: "$92.00 / hr + 10% tax". */
function rateText(item: Item): string | null {
  if (item.rate === undefined) return null;
  const tax = item.taxRate && Number(item.taxRate) > 0 ? ` + ${Number(item.taxRate)}% tax` : '';
  return `${formatMoney(item.rate)} / ${item.unit}${tax}`;
}

/** The docket's work items (spec 001 §2.4); rates and values only when the API sent them. */
export function WorkItems({ items }: { items: Docket['lineItems'] }) {
  if (items.length === 0) return <p className="text-sm text-ink-muted">No work items recorded.</p>;
  return (
    <ul className="grid divide-y divide-line rounded-lg border border-line">
      {items.map((item) => {
        const rate = rateText(item);
        return (
          <li key={item.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 p-3">
            <p className="min-w-0 font-semibold break-words">{item.name}</p>
            <p className="text-right font-bold tabular-nums">
              {item.entryType === 'time' ? `${hoursShown(item.hours)} h` : ''}
            </p>
            <p className="inline-flex min-w-0 items-center gap-1.5 text-sm text-ink-muted tabular-nums">
              {item.entryType === 'time' ? (
                <Clock aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <Package aria-hidden="true" className="size-4 shrink-0" />
              )}
              {measure(item)}
            </p>
            {item.value !== undefined ? (
              <p className="text-right text-sm font-semibold tabular-nums">{formatMoney(item.value)}</p>
            ) : (
              <span />
            )}
            {rate && <p className="col-span-2 text-xs text-ink-muted">{rate}</p>}
            {item.notes && <p className="col-span-2 text-sm break-words text-ink-muted">{item.notes}</p>}
          </li>
        );
      })}
    </ul>
  );
}
