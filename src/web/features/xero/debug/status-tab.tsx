import { CircleCheckBig, CircleX, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProFeature } from '../../../components/available-on-pro';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { useConnectXero } from '../api/connect-xero';
import { useXeroStatus } from '../api/get-xero-status';

function Setting({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-line py-2.5 last:border-0">
      <dt className="font-semibold">{label}</dt>
      <dd className="min-w-0 text-sm break-all">{value}</dd>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="grid content-start gap-3 rounded-card border border-line bg-surface p-5 shadow-sm"
    >
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** 002 §2: each setting present or Missing; the server never sends a value. */
const presence = (set: boolean) =>
  set ? <Badge variant="green">Set</Badge> : <Badge variant="red">Missing</Badge>;

/** Status (002 §2): Connected or Not Connected, the server's Xero settings, Start Xero Authentication. */
export function StatusTab() {
  const status = useXeroStatus();
  const { connect, pending } = useConnectXero('start');
  if (status.isError)
    return <LoadFailed title="Failed to fetch Xero status" onRetry={() => void status.refetch()} />;
  if (!status.data) return <LoadingText label="Loading Xero status..." className="justify-center py-10" />;
  const { connected, tenantName, environment } = status.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title="Connection">
        <p className="flex items-center gap-2 text-base font-semibold">
          {connected ? (
            <CircleCheckBig aria-hidden="true" className="size-6 text-green-700" />
          ) : (
            <CircleX aria-hidden="true" className="size-6 text-danger" />
          )}
          {connected ? 'Connected' : 'Not Connected'}
        </p>
        {tenantName && <p className="text-sm text-ink-muted">Organisation: {tenantName}</p>}
        <div className="grid gap-1.5">
          <ProFeature label="Start Xero Authentication">
            <Button onClick={connect} disabled={pending} className="justify-self-start max-sm:w-full">
              {pending ? <Spinner /> : <LogIn aria-hidden="true" />}
              Start Xero Authentication
            </Button>
          </ProFeature>
          <p className="text-sm text-ink-muted">
            {connected
              ? 'Signing in again replaces the connection (Settings → Xero disconnects).'
              : 'Opens the Xero sign-in; you come back to Settings → Xero.'}
          </p>
        </div>
      </Panel>
      <Panel title="Environment">
        <dl>
          <Setting label="Client ID" value={presence(environment.clientId)} />
          <Setting label="Client Secret" value={presence(environment.clientSecret)} />
          <Setting label="Redirect URI" value={presence(environment.redirectUri)} />
        </dl>
      </Panel>
    </div>
  );
}
