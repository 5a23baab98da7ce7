import { itemMeasure, itemTotals } from '../docket-summary';
import type { DocketLineItem } from '../types';

/** The work items of a billable entry, each with how it was recorded and its hours. */
export function WorkItemList({ items }: { items: readonly DocketLineItem[] }) {
  if (!items.length) return <p className="text-sm text-ink-muted">No work items yet</p>;
  return (
    <ul className="grid gap-1 rounded-lg bg-surface-muted px-3 py-2 text-sm" aria-label="Work items">
      {items.map((item) => {
        const hours = itemTotals(item);
        return (
          <li key={item.id} className="flex items-baseline gap-2">
            <span className="min-w-0 flex-1">
              <span className="font-semibold">{item.name}</span>
              <span className="text-ink-muted"> · {itemMeasure(item)}</span>
            </span>
            {hours.hourUnits > 0n && <span className="font-semibold tabular-nums">{hours.hoursShort} h</span>}
          </li>
        );
      })}
    </ul>
  );
}
