import { Ban, FileSpreadsheet, FileText, HandCoins, Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { toastFailure } from '../../../../lib/failure';
import { downloadInvoice } from '../../api/download-invoice';
import type { IssuedInvoice } from '../../api/get-invoices';

export type InvoiceAction = 'email' | 'void' | 'payments';

const FILES = [
  { kind: 'pdf', label: 'PDF', Icon: FileText },
  { kind: 'csv', label: 'CSV', Icon: FileSpreadsheet },
] as const;

/**
 * Record payment, Download PDF, Download CSV, E-mail and Void for one invoice; a void invoice can
 * still be downloaded.
 */
export function InvoiceActions({
  invoice,
  onAction,
  className = 'flex flex-nowrap justify-end gap-2',
  withPayment = true,
}: {
  invoice: IssuedInvoice;
  onAction: (action: InvoiceAction, invoice: IssuedInvoice) => void;
  /** The table keeps them on one line; a card lays them out two by two. */
  className?: string;
  /** Whether Record payment is among them (the table has it in its Payment column). */
  withPayment?: boolean;
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
          {withPayment && (
            <RecordPaymentButton invoice={invoice} onAction={onAction} className="col-span-2" />
          )}
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

/** Opens the invoice's payments: record one, see or undo those recorded (issue 27). */
export function RecordPaymentButton({
  invoice,
  onAction,
  className,
  compact = false,
}: {
  invoice: IssuedInvoice;
  onAction: (action: InvoiceAction, invoice: IssuedInvoice) => void;
  className?: string;
  /** Without its icon: the table's Status column keeps narrow. */
  compact?: boolean;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      aria-label={`Record payment on ${invoice.number}`}
      onClick={() => onAction('payments', invoice)}
    >
      {!compact && <HandCoins aria-hidden="true" />}
      Record payment
    </Button>
  );
}
