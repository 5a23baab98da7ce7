import { Lock, Pencil, Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { invoiceLock } from '../invoice-lock';
import type { InvoiceRow } from '../api/get-approved-dockets';
import { DocketFacts } from './docket-facts';
import { docketName, invoiceNumberText } from './format';

type RecentRowProps = {
  row: InvoiceRow;
  onEdit: (row: InvoiceRow) => void;
  onUninvoice: (row: InvoiceRow) => void;
};

/**
 * One recently invoiced docket: its number can be edited or the docket un-invoiced, unless it is on
 * one of the product's own invoices or a Xero invoice (lib/invoice-lock.ts; issues 13 and 29).
 */
export function RecentRow({ row, onEdit, onUninvoice }: RecentRowProps) {
  const name = docketName(row);
  const lock = invoiceLock(row);
  return (
    <article
      aria-label={name}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm md:px-5 lg:flex-row lg:items-center lg:gap-5 lg:py-3"
    >
      <DocketFacts
        row={row}
        invoiced
        detail={{ label: 'Invoice No.', value: invoiceNumberText(row), missing: row.invoiceNumber === null }}
      />
      {lock !== null ? (
        <p className="flex items-start gap-2 rounded-lg bg-surface-muted px-3 py-2 text-sm text-ink-muted lg:w-[22rem] lg:shrink-0">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {lock}
        </p>
      ) : (
        <div className="flex gap-2 sm:justify-end lg:w-[22rem] lg:shrink-0">
          <Button variant="outline" className="max-sm:flex-1" onClick={() => onEdit(row)}>
            <Pencil aria-hidden="true" />
            {/* 'Edit' beside the number on a phone; screen readers hear 'Edit Number' everywhere. */}
            <span>
              Edit<span className="max-sm:sr-only"> Number</span>
            </span>
            <span className="sr-only">: {name}</span>
          </Button>
          <Button
            variant="ghost"
            className="text-danger hover:bg-danger-soft"
            onClick={() => onUninvoice(row)}
          >
            <Undo2 aria-hidden="true" />
            Un-invoice
            <span className="sr-only">: {name}</span>
          </Button>
        </div>
      )}
    </article>
  );
}
