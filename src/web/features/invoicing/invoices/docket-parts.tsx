import { ChevronDown, FilePlus2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../shared/dockets/docket-math';
import { formatCalendarDate } from '../../../../shared/dates';
import { EditButton } from '../../../components/row-buttons';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { previewPath, rememberReturnTo } from '../../dockets/api';
import type { InvoiceDocket } from '../api/get-invoice-dockets';

/** The pieces the table row (desktop) and the card (phone) of a docket share. */

export const docketName = (docket: InvoiceDocket) => `docket #${docket.id}`;

/** "Mon 3 Mar 2025": the docket's calendar date as itself. */
export const docketDate = (docket: InvoiceDocket) => formatCalendarDate(docket.date, 'shortWithWeekday');

type DocketLinkProps = {
  docket: Pick<InvoiceDocket, 'id'>;
  className?: string;
  /** Where the link is, when the docket is named elsewhere on the page too (an invoice's dockets). */
  on?: string;
};

/** '#12' opening the preview, which returns to /invoices (002 §2). */
export function DocketLink({ docket, className, on }: DocketLinkProps) {
  return (
    <Link
      to={previewPath(docket.id)}
      onClick={() => rememberReturnTo('/invoices')}
      aria-label={`Docket #${docket.id}${on ? ` on ${on}` : ''}, open its preview`}
      className={cn(
        'focus-ring rounded font-bold text-brand-text underline-offset-4 hover:underline',
        className,
      )}
    >
      #{docket.id}
    </Link>
  );
}

/** Ready for Invoice, or Invoiced with its number. */
export function InvoiceStatusBadge({ docket }: { docket: InvoiceDocket }) {
  if (!docket.invoiced) return <Badge variant="green">Ready for Invoice</Badge>;
  return (
    <Badge variant="blue" className="max-w-full">
      <span className="truncate">Invoiced{docket.invoiceNumber ? ` · ${docket.invoiceNumber}` : ''}</span>
    </Badge>
  );
}

/** "Marrickville Townhouses" and its job number below. */
export function ProjectText({ docket }: { docket: InvoiceDocket }) {
  return (
    <span className="grid min-w-0">
      <span className="font-medium break-words">{docket.projectName ?? 'No project'}</span>
      {docket.jobNumber && <span className="text-xs text-ink-muted">{docket.jobNumber}</span>}
    </span>
  );
}

/** Subtotal, GST and total of a docket (or of the ticked dockets), as the server summed them. */
export function DocketTotals({
  docket,
  className,
}: {
  docket: Pick<InvoiceDocket, 'subtotal' | 'gst' | 'total'>;
  className?: string;
}) {
  return (
    <dl className={cn('grid grid-cols-[auto_auto] justify-end gap-x-4 text-sm tabular-nums', className)}>
      <dt className="text-ink-muted">Subtotal</dt>
      <dd className="text-right">{formatMoney(docket.subtotal)}</dd>
      <dt className="text-ink-muted">GST</dt>
      <dd className="text-right">{formatMoney(docket.gst)}</dd>
      <dt className="font-bold">Total</dt>
      <dd className="text-right font-bold">{formatMoney(docket.total)}</dd>
    </dl>
  );
}

type RowActionsProps = {
  docket: InvoiceDocket;
  expanded: boolean;
  itemsId: string;
  onExpand: () => void;
  onEditStatus: () => void;
  /** Absent for an invoiced docket: only uninvoiced dockets go on a new invoice. */
  onCreateInvoice?: () => void;
  /** The table's narrow column shows icons only; the phone card has room for words. */
  compact?: boolean;
};

/** Show the billing items, edit the invoice status, create an invoice for this docket alone. */
export function RowActions({
  docket,
  expanded,
  itemsId,
  onExpand,
  onEditStatus,
  onCreateInvoice,
  compact = false,
}: RowActionsProps) {
  const name = docketName(docket);
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size={compact ? 'icon' : 'sm'}
        aria-expanded={expanded}
        aria-controls={itemsId}
        aria-label={`${expanded ? 'Hide' : 'Show'} billing items of ${name}`}
        onClick={onExpand}
      >
        <ChevronDown aria-hidden="true" className={cn('transition-transform', expanded && 'rotate-180')} />
        {!compact && 'Items'}
      </Button>
      <EditButton name={`invoice status of ${name}`} onClick={onEditStatus} />
      {onCreateInvoice && (
        <Button
          variant="ghost"
          size={compact ? 'icon' : 'sm'}
          aria-label={`Create invoice for ${name}`}
          onClick={onCreateInvoice}
        >
          <FilePlus2 aria-hidden="true" />
          {!compact && 'Create Invoice'}
        </Button>
      )}
    </div>
  );
}

/** The tick box of a docket in export-PDF or combined-invoice mode. */
export function TickBox({
  docket,
  checked,
  disabled,
  onToggle,
}: {
  docket: InvoiceDocket;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <input
      type="checkbox"
      checked={checked}
      disabled={disabled}
      onChange={onToggle}
      aria-label={`Select ${docketName(docket)}`}
      className="focus-ring size-6 shrink-0 cursor-pointer accent-brand-active disabled:cursor-not-allowed disabled:opacity-40"
    />
  );
}
