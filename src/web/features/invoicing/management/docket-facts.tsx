import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { InvoiceRow } from '../api/get-approved-dockets';
import { docketDate } from './format';

type DocketFactsProps = {
  row: InvoiceRow;
  /** The second fact after the date: the approved date, or the invoice number (muted when missing). */
  detail: { label: string; value: string; missing?: boolean };
  invoiced: boolean;
};

/**
 * What both lists show of a docket (spec 002 §2): worker, project with its code, date, one more
 * fact and the badge. A card on a phone (name and badge on top); columns from the small breakpoint.
 */
export function DocketFacts({ row, detail, invoiced }: DocketFactsProps) {
  return (
    <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 md:grid-cols-[minmax(0,1fr)_auto_auto] md:items-center md:gap-x-4">
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate text-base leading-snug font-bold">{row.workerName}</p>
        <p className="text-sm break-words text-ink-muted">
          {row.projectName ?? 'No project'}
          {row.projectCode && <span className="whitespace-nowrap"> · {row.projectCode}</span>}
        </p>
      </div>
      <Badge variant={invoiced ? 'blue' : 'green'} className="px-3 py-1 text-sm md:order-last">
        {invoiced ? 'Invoiced' : 'Approved'}
      </Badge>
      <dl className="col-span-2 grid grid-cols-2 gap-3 md:col-span-1 md:grid-cols-[9rem_9rem]">
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Date</dt>
          <dd className="text-sm font-semibold whitespace-nowrap">{docketDate(row)}</dd>
        </div>
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{detail.label}</dt>
          <dd className={cn('text-sm break-words', detail.missing ? 'text-ink-muted' : 'font-semibold')}>
            {detail.value}
          </dd>
        </div>
      </dl>
    </div>
  );
}
