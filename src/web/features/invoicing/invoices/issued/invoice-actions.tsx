import { Ban, FileSpreadsheet, FileText, Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { toastFailure } from '../../../../lib/failure';
import { downloadInvoice } from '../../api/download-invoice';
import type { IssuedInvoice } from '../../api/get-invoices';

export type InvoiceAction = 'email' | 'void';

const FILES = [
  { kind: 'pdf', label: 'PDF', Icon: FileText },
  { kind: 'csv', label: 'CSV', Icon: FileSpreadsheet },
] as const;

/** Download PDF, Download CSV, E-mail and Void for one invoice; a void invoice can still be downloaded. */
export function InvoiceActions({
  invoice,
  onAction,
  className = 'flex flex-nowrap justify-end gap-2',
}: {
  invoice: IssuedInvoice;
  onAction: (action: InvoiceAction, invoice: IssuedInvoice) => void;
  /** The table keeps them on one line; a card lays them out two by two. */
  className?: string;
}) {
  const [fetching, setFetching] = useState<'pdf' | 'csv' | null>(null);
  const download = async (kind: 'pdf' | 'csv') => {
    setFetching(kind);
    try {
      await downloadInvoice(invoice, kind);
    } catch (error) {
      toastFailure('Download failed', error, `Failed to download ${invoice.number}. Please try again.`);
    } finally {
      setFetching(null);
    }
  };
  const issued = invoice.status === 'issued';
  return (
    <div className={className}>
      {FILES.map(({ kind, label, Icon }) => (
        <Button
          key={kind}
          variant="outline"
          size="sm"
          disabled={fetching !== null}
          aria-label={`Download ${label} of ${invoice.number}`}
          onClick={() => void download(kind)}
        >
          {fetching === kind ? <Spinner /> : <Icon aria-hidden="true" />}
          {label}
        </Button>
      ))}
      {issued && (
        <>
          <Button
            variant="outline"
            size="sm"
            aria-label={`E-mail ${invoice.number}`}
            onClick={() => onAction('email', invoice)}
          >
            <Mail aria-hidden="true" />
            E-mail
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:bg-danger-soft"
            aria-label={`Void ${invoice.number}`}
            onClick={() => onAction('void', invoice)}
          >
            <Ban aria-hidden="true" />
            Void
          </Button>
        </>
      )}
    </div>
  );
}
