import { cn } from '../../../lib/cn';
import type { InvoiceRow } from '../api/get-approved-dockets';
import { DocketFacts } from './docket-facts';
import { approvedDate, docketName } from './format';
import { SelectBox } from './select-box';

type ReadyRowProps = {
  row: InvoiceRow;
  timeZone: string;
  selected: boolean;
  onToggle: (id: number) => void;
};

/** One approved docket ready to invoice; the whole card ticks its box. */
export function ReadyRow({ row, timeZone, selected, onToggle }: ReadyRowProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-card border-2 bg-surface p-4 shadow-sm transition-colors md:gap-4 md:px-5 md:py-3',
        selected ? 'border-brand-active bg-brand-soft/60' : 'border-line hover:border-line-strong',
      )}
    >
      <SelectBox
        checked={selected}
        onChange={() => onToggle(row.id)}
        aria-label={`Select ${docketName(row)}`}
      />
      <DocketFacts
        row={row}
        invoiced={false}
        detail={{
          label: 'Approved on',
          value: approvedDate(row, timeZone),
          missing: row.approvedAt === null,
        }}
      />
    </label>
  );
}
