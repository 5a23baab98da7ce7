import { Lock } from 'lucide-react';
import { AvailableOnPro } from '../../../components/available-on-pro';
import { Button } from '../../../components/ui/button';

/**
 * The Xero dialog on a plan without the accounting integration (DECISIONS 'Plans'): 'Create Xero
 * Invoice' shows as 'Available on PRO' with the way to /billing; the product's own tax invoice works
 * on every plan.
 */
export function XeroNeedsPro({ onOwnInvoice }: { onOwnInvoice: () => void }) {
  return (
    <div className="grid gap-4">
      <div
        role="status"
        className="flex items-start gap-3 rounded-card border border-line bg-surface-muted p-4"
      >
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-text" />
        <div className="grid gap-1">
          <p className="font-semibold">Xero invoices are part of PRO</p>
          <p className="text-sm text-ink-muted">
            Your plan does not include the Xero integration. You can still invoice these dockets with a
            SiteDockets tax invoice.
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-start sm:justify-end">
        <Button type="button" variant="outline" onClick={onOwnInvoice}>
          Create a SiteDockets invoice instead
        </Button>
        <AvailableOnPro label="Create Xero Invoice" />
      </div>
    </div>
  );
}
