import { Lock } from 'lucide-react';
import { AvailableOnPro } from '../../../../components/available-on-pro';
import { XeroUnavailable } from './xero-unavailable';

/**
 * The Xero dialog on a plan without the accounting integration (DECISIONS 'Plans'): 'Create Xero
 * Invoice' shows as 'Available on PRO' with the way to /billing; the product's own tax invoice works
 * on every plan.
 */
export function XeroNeedsPro({ onOwnInvoice }: { onOwnInvoice: () => void }) {
  return (
    <XeroUnavailable
      icon={<Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-text" />}
      title="Xero invoices are part of PRO"
      text="Your plan does not include the Xero integration. You can still invoice these dockets with a SiteDockets tax invoice."
      action={<AvailableOnPro label="Create Xero Invoice" />}
      onOwnInvoice={onOwnInvoice}
    />
  );
}
