import { CircleAlert, CircleCheckBig, Link2, Link2Off, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProFeature } from '../../../components/available-on-pro';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast-store';
import { useConnectXero } from '../api/connect-xero';
import { connectFailureText } from '../connect-failure';
import { QueryState } from '../../../components/query-state';
import { SectionHeading } from '../../../components/section-heading';
import { useDisconnectXero } from '../api/disconnect-xero';
import { useXeroConnection } from '../api/get-xero-status';
import { XeroPayroll } from './payroll/xero-payroll';
import { XeroTaxCodes } from './xero-tax-codes';
import { AutoInvoicesCard } from './auto-invoices-card';

/**
 * How the Xero sign-in came back (`?xero=connected` or `?xero=error&reason=…`): read once, then taken
 * out of the address so a reload does not repeat it.
 */
function useConnectOutcome() {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState(() => ({ result: params.get('xero'), reason: params.get('reason') }));
  const [failureShown, setFailureShown] = useState(outcome.result === 'error');
  useEffect(() => {
    if (!outcome.result) return;
    if (outcome.result === 'connected') toast({ title: 'Connected to Xero' });
    setParams({ tab: 'xero' }, { replace: true });
  }, [outcome, setParams]);
  return {
    failure: failureShown ? connectFailureText(outcome.reason) : null,
    dismiss: () => setFailureShown(false),
  };
}

function ConnectFailedNotice({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-card border border-red-200 bg-danger-soft p-4"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="grid flex-1 gap-1">
        <p className="font-semibold text-red-900">Xero Connection Failed</p>
        <p className="text-sm text-red-900">{text}</p>
      </div>
      <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={onDismiss}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * Settings → Xero (002 §2; admin and office of a company that uses Xero): connect and disconnect,
 * then, once connected, the Accounting part (tax codes) and the Payroll parts.
 */
export function XeroTab() {
  const status = useXeroConnection();
  const { connect, pending: connecting } = useConnectXero();
  const disconnect = useDisconnectXero();
  const [confirming, setConfirming] = useState(false);
  const outcome = useConnectOutcome();

  return (
    <section aria-labelledby="xero-title" className="grid gap-5">
      <SectionHeading
        id="xero-title"
        title="Xero"
        description="Connect your Xero organisation to send approved dockets to Xero as draft invoices."
      />
      {outcome.failure && <ConnectFailedNotice text={outcome.failure} onDismiss={outcome.dismiss} />}
      <QueryState query={status} failure="Failed to fetch Xero status" loading="Loading Xero status…">
        {({ connected, tenantName }) => (
          <>
            <Card className="grid gap-4 p-4 sm:p-6">
              <div className="flex flex-wrap items-center gap-3">
                {connected ? (
                  <CircleCheckBig aria-hidden="true" className="size-6 text-success" />
                ) : (
                  <Link2Off aria-hidden="true" className="size-6 text-ink-muted" />
                )}
                <h3 className="text-lg font-bold">Xero connection</h3>
                <Badge variant={connected ? 'green' : 'neutral'}>
                  {connected ? 'Connected' : 'Not Connected'}
                </Badge>
              </div>
              {connected ? (
                <p className="text-base">
                  Connected to <span className="font-semibold">{tenantName}</span>. Invoices you create for
                  Xero go to this organisation.
                </p>
              ) : (
                <p className="text-base text-ink-muted">
                  You will sign in to Xero and choose to allow SiteDockets access to your organisation.
                </p>
              )}
              <div className="flex flex-col gap-2 sm:flex-row">
                {connected ? (
                  <Button variant="outline" className="text-danger" onClick={() => setConfirming(true)}>
                    <Link2Off aria-hidden="true" />
                    Disconnect
                  </Button>
                ) : (
                  <ProFeature label="Connect to Xero">
                    <Button onClick={connect} disabled={connecting}>
                      {connecting ? <Spinner /> : <Link2 aria-hidden="true" />}
                      Connect to Xero
                    </Button>
                  </ProFeature>
                )}
              </div>
            </Card>
            {connected && <XeroTaxCodes />}
            {connected && <AutoInvoicesCard />}
            {connected && <XeroPayroll />}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect from Xero?"
        description="SiteDockets will stop sending invoices to Xero until someone connects again. Invoices already in Xero stay there."
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting…"
        pending={disconnect.isPending}
        destructive
        onConfirm={() => disconnect.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </section>
  );
}
