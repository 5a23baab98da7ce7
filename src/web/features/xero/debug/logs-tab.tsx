import { ChevronRight, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatInstant } from '../../../../shared/dates';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { PayloadBlock } from '../../../components/detail-fields';
import { CallStatusBadge, DurationBadge, MethodBadge, TokenBadges } from '../calls/xero-call-badges';
import { callerText, type XeroCall } from '../calls/xero-calls';
import { useClearXeroLogs } from '../api/clear-xero-logs';
import { useXeroDebugLogs } from '../api/get-xero-debug-logs';

function Call({ call, timeZone }: { call: XeroCall; timeZone: string }) {
  return (
    <li className="grid gap-2 border-b border-line p-4 last:border-0">
      <div className="flex flex-wrap items-center gap-2">
        <MethodBadge method={call.method} />
        <span className="font-bold">{call.operation}</span>
        <CallStatusBadge call={call} />
        <DurationBadge ms={call.durationMs} />
        <time dateTime={call.createdAt} className="text-sm text-ink-muted sm:ml-auto">
          {formatInstant(call.createdAt, timeZone)}
        </time>
      </div>
      <p className="font-mono text-xs break-all text-ink-muted">{call.endpoint}</p>
      <div className="flex flex-wrap items-center gap-1.5 text-sm">
        <TokenBadges tokenInfo={call.tokenInfo} />
        <span className="text-ink-muted">· {callerText(call)}</span>
      </div>
      {call.error && <p className="text-sm font-semibold break-words text-danger">{call.error}</p>}
      <details className="group">
        <summary className="focus-ring inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg text-sm font-semibold">
          <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
          Request and response
        </summary>
        <div className="grid gap-3 pt-2">
          <PayloadBlock label="Query parameters" value={call.query} />
          <PayloadBlock label="Request body" value={call.requestBody} />
          <PayloadBlock label="Response" value={call.responseBody} />
        </div>
      </details>
    </li>
  );
}

/** API Logs (002 §2, §9): the latest 50 calls every 2 s, Errors Only / Show All, Clear Logs. */
export function LogsTab({ timeZone }: { timeZone: string }) {
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const logs = useXeroDebugLogs(errorsOnly);
  const clear = useClearXeroLogs(() => setConfirming(false));
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" aria-pressed={errorsOnly} onClick={() => setErrorsOnly(!errorsOnly)}>
          {errorsOnly ? 'Show All' : 'Errors Only'}
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Clear Logs
        </Button>
      </div>
      {logs.data ? (
        logs.data.logs.length === 0 ? (
          <p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center text-base font-semibold">
            No API calls logged yet. Try starting the Xero authentication flow.
          </p>
        ) : (
          <ul
            aria-label="Logged calls"
            tabIndex={0}
            className="focus-ring max-h-[600px] overflow-y-auto rounded-card border border-line bg-surface"
          >
            {logs.data.logs.map((call) => (
              <Call key={call.id} call={call} timeZone={timeZone} />
            ))}
          </ul>
        )
      ) : logs.isError ? (
        <LoadFailed title="Failed to fetch Xero API logs" onRetry={() => void logs.refetch()} />
      ) : (
        <LoadingText label="Loading Xero API logs..." className="justify-center py-10" />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear Logs"
        description="Delete every logged Xero call of your company? This cannot be undone."
        confirmLabel="Clear Logs"
        pendingLabel="Clearing..."
        pending={clear.isPending}
        destructive
        onConfirm={() => clear.mutate()}
      />
    </div>
  );
}
