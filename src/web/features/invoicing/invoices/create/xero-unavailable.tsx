import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';

/**
 * The Xero dialog when a Xero invoice cannot be made yet (not connected, or not on the plan): why,
 * the way forward (`action`), and the product's own tax invoice instead, which always works.
 */
export function XeroUnavailable({
  icon,
  title,
  text,
  action,
  onOwnInvoice,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  onOwnInvoice: () => void;
}) {
  return (
    <div className="grid gap-4">
      <div
        role="status"
        className="flex items-start gap-3 rounded-card border border-line bg-surface-muted p-4"
      >
        {icon}
        <div className="grid gap-1">
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-ink-muted">{text}</p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-start sm:justify-end">
        <Button type="button" variant="outline" onClick={onOwnInvoice}>
          Create a SiteDockets invoice instead
        </Button>
        {action}
      </div>
    </div>
  );
}
