import { FileCheck2, Inbox } from 'lucide-react';
import { useState } from 'react';
import { INVOICE_MSG } from '../../../../shared/invoicing/invoices-schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast-store';
import type { InvoiceRow } from '../api/get-approved-dockets';
import { MarkInvoicedDialog } from './mark-invoiced-dialog';
import { ReadyRow } from './ready-row';
import { SelectBox } from './select-box';

type ReadySectionProps = { rows: InvoiceRow[]; companyId: number; timeZone: string };

/**
 * The approved dockets ready to invoice with their tick boxes, select all and Mark as Invoiced (n)
 * (spec 002 §2, §4 'Invoice selection', §5): the dialog opens only with a docket ticked (else 'No
 * Selection'); after success the ticks, the dialog and the number are cleared.
 */
export function ReadySection({ rows, companyId, timeZone }: ReadySectionProps) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [dialogOpen, setDialogOpen] = useState(false);
  const [invoiceNumber, setInvoiceNumber] = useState('');
  // A docket that left the list (invoiced elsewhere) is no longer selected.
  const selectedIds = rows.filter((row) => ticked.has(row.id)).map((row) => row.id);
  const count = selectedIds.length;
  const allTicked = rows.length > 0 && count === rows.length;

  const toggle = (id: number) =>
    setTicked((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () => setTicked(allTicked ? new Set() : new Set(rows.map((row) => row.id)));
  // 002 §5: pressed with nothing ticked, it says so instead of opening the dialog.
  const markInvoiced = () =>
    count === 0
      ? toast({ variant: 'destructive', title: 'No Selection', description: INVOICE_MSG.selectDockets })
      : setDialogOpen(true);
  const reset = () => {
    setTicked(new Set());
    setDialogOpen(false);
    setInvoiceNumber('');
  };

  return (
    <section
      aria-labelledby="ready-heading"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ready-heading" className="text-xl font-bold">
          Approved Timesheets
        </h2>
        {rows.length > 0 && (
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface px-3 font-semibold sm:px-4">
            <SelectBox checked={allTicked} indeterminate={count > 0 && !allTicked} onChange={toggleAll} />
            Select all
          </label>
        )}
      </div>
      {rows.length > 0 && (
        // On a phone the button stays at the foot of the screen while the list scrolls under it.
        <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur max-sm:order-last sm:static sm:col-start-2 sm:row-start-1 sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
          <Button size="lg" className="w-full" onClick={markInvoiced}>
            <FileCheck2 aria-hidden="true" />
            Mark as Invoiced ({count})
          </Button>
        </div>
      )}
      {rows.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-card border border-dashed sm:col-span-2 border-line-strong bg-surface px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-text">
            <Inbox aria-hidden="true" className="size-7" />
          </span>
          <p className="text-lg font-bold">No timesheets ready for invoicing</p>
          <p className="max-w-sm text-sm text-ink-muted">
            Approved billable dockets appear here until they are invoiced.
          </p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:col-span-2" aria-label="Timesheets ready to invoice">
          {rows.map((row) => (
            <li key={row.id}>
              <ReadyRow row={row} timeZone={timeZone} selected={ticked.has(row.id)} onToggle={toggle} />
            </li>
          ))}
        </ul>
      )}
      <MarkInvoicedDialog
        companyId={companyId}
        open={dialogOpen && count > 0}
        onOpenChange={setDialogOpen}
        timesheetIds={selectedIds}
        invoiceNumber={invoiceNumber}
        onInvoiceNumberChange={setInvoiceNumber}
        onDone={reset}
      />
    </section>
  );
}
