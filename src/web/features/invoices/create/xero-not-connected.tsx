import { Link2Off } from 'lucide-react';
import { ProFeature } from '../../../components/available-on-pro';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useConnectXero } from '../../../lib/xero-connect';

/**
 * The Xero dialog while Xero is not connected (002 §2, §5): connect, or make the product's own tax
 * invoice instead (DECISIONS 'Beyond the spec': without a connected Xero the company still invoices).
 */
export function XeroNotConnected({ onOwnInvoice }: { onOwnInvoice: () => void }) {
  const { connect, pending } = useConnectXero();
  return (
    <div className="grid gap-4">
      <div
        role="status"
        className="flex items-start gap-3 rounded-card border border-line bg-surface-muted p-4"
      >
        <Link2Off aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
        <div className="grid gap-1">
          <p className="font-semibold">Xero Not Connected</p>
          <p className="text-sm text-ink-muted">Please connect to Xero before creating invoices.</p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onOwnInvoice}>
          Create a SiteDockets invoice instead
        </Button>
        <ProFeature label="Connect to Xero">
          <Button type="button" onClick={connect} disabled={pending}>
            {pending && <Spinner />}
            Connect to Xero
          </Button>
        </ProFeature>
      </div>
    </div>
  );
}
