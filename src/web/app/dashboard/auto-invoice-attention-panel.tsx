import { ArrowRight, FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { useAutoInvoices } from '../../features/xero/api/auto-invoices';
import { Figure, Panel } from './panel';

const invoices = (count: number) => (count === 1 ? 'invoice' : 'invoices');

/**
 * 'Automatic invoices need attention' (issue 27): the automatic Xero invoices that could not be
 * made, each with why (a client without a Xero contact, Xero not connected…), and the way to
 * Clients, where a client's Xero contact is chosen. Nothing while there are none.
 */
export function AutoInvoiceAttentionPanel({ companyId }: { companyId: number }) {
  const failed = useAutoInvoices(companyId, 'failed');
  const batches = failed.data?.batches ?? [];
  if (batches.length === 0) return null;
  return (
    <Panel
      id="auto-invoice-attention"
      title="Automatic invoices need attention"
      subtitle="Approved dockets that could not be invoiced in Xero"
      icon={FileWarning}
      tone="bg-red-100 text-red-800"
      figure={
        <Figure
          value={String(batches.length)}
          caption={invoices(batches.length)}
          testId="auto-invoice-failed-count"
        />
      }
      footer={
        <Link
          to="/clients"
          className={buttonVariants({ variant: 'secondary', size: 'default', className: 'w-full sm:w-auto' })}
        >
          Open Clients
          <ArrowRight aria-hidden="true" />
        </Link>
      }
    >
      <ul aria-label="Automatic invoices not made" className="divide-y divide-line">
        {batches.map((batch) => (
          <li key={batch.id} className="grid gap-0.5 px-4 py-3 text-sm sm:px-5">
            <span className="font-medium">
              {batch.projectName ?? 'Project'}
              {batch.clientName ? ` · ${batch.clientName}` : ''} ·{' '}
              {batch.docketIds.map((id) => `#${id}`).join(', ')}
            </span>
            <span className="text-ink-muted">{batch.outcome}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
