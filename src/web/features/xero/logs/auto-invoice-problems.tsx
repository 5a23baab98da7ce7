import { Link } from 'react-router';
import { formatInstant } from '../../../../shared/dates';
import { Badge } from '../../../components/ui/badge';
import { useAutoInvoices } from '../api/auto-invoices';

/**
 * The automatic invoices that were not made (issue 27): failed (the office can act: map the client
 * under Clients, connect Xero, then 'Send last week's invoices now') and skipped (a docket was
 * invoiced another way), each with its outcome. Nothing while there are none.
 */
export function AutoInvoiceProblems({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const all = useAutoInvoices(companyId);
  const problems = (all.data?.batches ?? []).filter((b) => b.status === 'failed' || b.status === 'skipped');
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby="auto-invoice-problems" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="auto-invoice-problems" className="text-lg font-bold">
          Automatic invoices not made
        </h2>
        <p className="text-sm text-ink-muted">
          A client needs its Xero contact under{' '}
          <Link to="/clients" className="font-semibold underline">
            Clients
          </Link>
          ; then send them again from Settings → Xero.
        </p>
      </div>
      <ul className="grid divide-y divide-line rounded-card border border-line bg-surface">
        {problems.map((batch) => (
          <li key={batch.id} className="grid gap-1 px-4 py-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={batch.status === 'failed' ? 'red' : 'neutral'}>
                {batch.status === 'failed' ? 'Failed' : 'Skipped'}
              </Badge>
              <span className="font-medium">
                {batch.projectName ?? 'Project'}
                {batch.clientName ? ` · ${batch.clientName}` : ''}
              </span>
              <span className="text-ink-muted">
                {batch.docketIds.map((id) => `#${id}`).join(', ')} ·{' '}
                {formatInstant(batch.updatedAt, timeZone)}
              </span>
            </div>
            <p>{batch.outcome}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
