import { Link2Off } from 'lucide-react';
import { ProFeature } from '../../../../components/available-on-pro';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useConnectXero } from '../../../xero/api';
import { XeroUnavailable } from './xero-unavailable';

/**
 * The Xero dialog while Xero is not connected (002 §2, §5): connect, or make the product's own tax
 * invoice instead (DECISIONS 'Beyond the spec': without a connected Xero the company still invoices).
 */
export function XeroNotConnected({ onOwnInvoice }: { onOwnInvoice: () => void }) {
  const { connect, pending } = useConnectXero();
  return (
    <XeroUnavailable
      icon={<Link2Off aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />}
      title="Xero Not Connected"
      text="Please connect to Xero before creating invoices."
      action={
        <ProFeature label="Connect to Xero">
          <Button type="button" onClick={connect} disabled={pending}>
            {pending && <Spinner />}
            Connect to Xero
          </Button>
        </ProFeature>
      }
      onOwnInvoice={onOwnInvoice}
    />
  );
}
