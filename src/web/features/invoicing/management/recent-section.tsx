import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { InvoiceRow } from '../api/get-approved-dockets';
import { EditNumberDialog } from './edit-number-dialog';
import { docketName, invoiceNumberText } from './format';
import { useChangeInvoice } from '../api/set-docket-invoice';
import { RecentRow } from './recent-row';

type RecentSectionProps = { rows: InvoiceRow[]; companyId: number };

/** Recently Invoiced (spec 002 §2), with editing the number and un-invoicing (002 §4). */
export function RecentSection({ rows, companyId }: RecentSectionProps) {
  const [editing, setEditing] = useState<InvoiceRow | null>(null);
  const [uninvoicing, setUninvoicing] = useState<InvoiceRow | null>(null);
  const uninvoice = useChangeInvoice(companyId, () => setUninvoicing(null));
  return (
    <section aria-labelledby="recent-heading" className="grid gap-3">
      <h2 id="recent-heading" className="text-xl font-bold">
        Recently Invoiced
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-8 text-center text-sm text-ink-muted">
          No timesheets have been invoiced yet.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Recently invoiced timesheets">
          {rows.map((row) => (
            <li key={row.id}>
              <RecentRow row={row} onEdit={setEditing} onUninvoice={setUninvoicing} />
            </li>
          ))}
        </ul>
      )}
      <EditNumberDialog companyId={companyId} row={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={uninvoicing !== null}
        onOpenChange={(open) => !open && setUninvoicing(null)}
        title="Mark as not invoiced?"
        description={
          uninvoicing && (
            <>
              <strong className="text-ink">{docketName(uninvoicing)}</strong> (invoice{' '}
              <span className="whitespace-nowrap">{invoiceNumberText(uninvoicing)}</span>) goes back to the
              timesheets ready to invoice and its invoice number is cleared.
            </>
          )
        }
        confirmLabel="Un-invoice"
        pendingLabel="Un-invoicing…"
        pending={uninvoice.isPending}
        destructive
        onConfirm={() => uninvoicing && uninvoice.mutate({ row: uninvoicing, invoiceNumber: null })}
      />
    </section>
  );
}
