import { Fragment } from 'react';
import { formatMoney } from '../../../../shared/dockets/docket-math';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { BillingItems } from './billing-items';
import {
  DocketLink,
  DocketTotals,
  InvoiceStatusBadge,
  ProjectText,
  RowActions,
  TickBox,
  docketDate,
} from './docket-parts';
import type { InvoiceDocket } from '../api/get-invoice-dockets';
import type { Selection } from './use-selection';

export type DocketViewProps = {
  companyId: number;
  dockets: readonly InvoiceDocket[];
  selection: Selection;
  expanded: ReadonlySet<number>;
  onExpand: (id: number) => void;
  onEditStatus: (docket: InvoiceDocket) => void;
  onCreateInvoice: (docket: InvoiceDocket) => void;
};

const itemsId = (docket: InvoiceDocket) => `docket-${docket.id}-items`;

/** What every row and card passes to its actions. */
function actionsOf(props: DocketViewProps, docket: InvoiceDocket) {
  return {
    docket,
    expanded: props.expanded.has(docket.id),
    itemsId: itemsId(docket),
    onExpand: () => props.onExpand(docket.id),
    onEditStatus: () => props.onEditStatus(docket),
    onCreateInvoice: docket.invoiced ? undefined : () => props.onCreateInvoice(docket),
  };
}

function Tick({ selection, docket }: { selection: Selection; docket: InvoiceDocket }) {
  if (!selection.mode) return null;
  return (
    <TickBox
      docket={docket}
      checked={selection.isTicked(docket.id)}
      disabled={!selection.canTick(docket)}
      onToggle={() => selection.toggle(docket)}
    />
  );
}

/** Desktop: the dockets as a table; an expanded docket shows its billing items in a row below. */
export function DocketTable(props: DocketViewProps) {
  const { companyId, dockets, selection, expanded } = props;
  const columns = selection.mode ? 8 : 7;
  return (
    <Table aria-label="Dockets for invoicing">
      <TableHeader>
        <TableRow>
          {selection.mode && (
            <TableHead className="w-12">
              <span className="sr-only">Selected</span>
            </TableHead>
          )}
          <TableHead>Docket</TableHead>
          <TableHead>Worker</TableHead>
          <TableHead>Project</TableHead>
          <TableHead>Client</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Total</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {dockets.map((docket) => (
          <Fragment key={docket.id}>
            <TableRow>
              {selection.mode && (
                <TableCell>
                  <Tick selection={selection} docket={docket} />
                </TableCell>
              )}
              <TableCell className="whitespace-nowrap">
                <DocketLink docket={docket} />
                <span className="block text-xs text-ink-muted">{docketDate(docket)}</span>
              </TableCell>
              <TableCell>{docket.workerName}</TableCell>
              <TableCell className="max-w-64">
                <ProjectText docket={docket} />
              </TableCell>
              <TableCell className="max-w-48 break-words">{docket.clientName ?? 'No client'}</TableCell>
              <TableCell className="max-w-48">
                <InvoiceStatusBadge docket={docket} />
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                <span className="font-bold">{formatMoney(docket.total)}</span>
                <span className="block text-xs text-ink-muted">
                  {formatMoney(docket.subtotal)} + {formatMoney(docket.gst)} GST
                </span>
              </TableCell>
              <TableCell className="w-px whitespace-nowrap">
                <RowActions {...actionsOf(props, docket)} compact />
              </TableCell>
            </TableRow>
            {expanded.has(docket.id) && (
              <TableRow id={itemsId(docket)} className="bg-surface-muted hover:bg-surface-muted">
                <TableCell colSpan={columns} className="px-6 py-4">
                  <BillingItems companyId={companyId} docket={docket} withTotals />
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phone and tablet: one card per docket, nothing wider than the screen. */
export function DocketCards(props: DocketViewProps) {
  const { companyId, dockets, selection, expanded } = props;
  return (
    <ul aria-label="Dockets for invoicing" className="grid gap-3">
      {dockets.map((docket) => (
        <li
          key={docket.id}
          aria-label={`Docket #${docket.id}`}
          className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-sm"
        >
          <div className="flex items-start gap-3">
            <Tick selection={selection} docket={docket} />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <DocketLink docket={docket} className="text-lg" />
                <span className="text-sm text-ink-muted">{docketDate(docket)}</span>
              </p>
              <p className="font-semibold">{docket.workerName}</p>
            </div>
            <span className="text-right text-lg font-bold tabular-nums">{formatMoney(docket.total)}</span>
          </div>
          <div className="grid gap-1 text-sm">
            <ProjectText docket={docket} />
            <span className="break-words text-ink-muted">{docket.clientName ?? 'No client'}</span>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <InvoiceStatusBadge docket={docket} />
            <DocketTotals docket={docket} className="text-xs" />
          </div>
          <div className="border-t border-line pt-2">
            <RowActions {...actionsOf(props, docket)} />
          </div>
          {expanded.has(docket.id) && (
            <div id={itemsId(docket)} className="rounded-lg bg-surface-muted p-3">
              <BillingItems companyId={companyId} docket={docket} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
