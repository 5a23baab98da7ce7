import { Badge } from '../../../components/ui/badge';
import { durationText, durationVariant, methodVariant, statusText, type XeroCall } from './xero-calls';

export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge variant={methodVariant(method)} className="font-mono">
      {method}
    </Badge>
  );
}

/** The HTTP status in green when 2xx, red otherwise. */
export function CallStatusBadge({ call }: { call: Pick<XeroCall, 'success' | 'statusCode' | 'statusText'> }) {
  return <Badge variant={call.success ? 'green' : 'red'}>{statusText(call)}</Badge>;
}

export function DurationBadge({ ms }: { ms: number }) {
  return (
    <Badge variant={durationVariant(ms)} className="tabular-nums">
      {durationText(ms)}
    </Badge>
  );
}

/** Whether the call carried an access token, and whether it had expired (the debug page). */
export function TokenBadges({ tokenInfo }: { tokenInfo: XeroCall['tokenInfo'] }) {
  if (!tokenInfo) return <Badge variant="neutral">No token info</Badge>;
  return (
    <>
      <Badge variant={tokenInfo.hasAccessToken ? 'green' : 'neutral'}>
        {tokenInfo.hasAccessToken ? 'Token present' : 'Token missing'}
      </Badge>
      {tokenInfo.hasAccessToken && (
        <Badge variant={tokenInfo.isExpired ? 'red' : 'green'}>
          {tokenInfo.isExpired ? 'Token expired' : 'Token valid'}
        </Badge>
      )}
      {tokenInfo.refreshed && <Badge variant="blue">Refreshed</Badge>}
    </>
  );
}
