import { formatInstant } from '../../../../shared/dates';
import { durationText, type XeroCall } from './xero-calls';
import { DetailField, PayloadBlock } from '../../../components/detail-fields';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { CallStatusBadge, MethodBadge, TokenBadges } from './xero-call-badges';

type Props = { call: XeroCall | null; timeZone: string; onClose: () => void };

/** View Details (002 §2): status, duration, time, log ID, error, query, request, response, token info. */
export function XeroCallDetailsDialog({ call, timeZone, onClose }: Props) {
  return (
    <Dialog open={call !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {call && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{call.operation}</DialogTitle>
              <DialogDescription className="font-mono text-xs break-all">
                {call.method} {call.endpoint}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-line bg-surface-muted p-4 sm:grid-cols-2">
              <DetailField label="Status">
                <CallStatusBadge call={call} />
              </DetailField>
              <DetailField label="Method">
                <MethodBadge method={call.method} />
              </DetailField>
              <DetailField label="Duration">{durationText(call.durationMs)}</DetailField>
              <DetailField label="Timestamp">{formatInstant(call.createdAt, timeZone)}</DetailField>
              <DetailField label="Log ID">{call.id}</DetailField>
              <DetailField label="Endpoint">
                <span className="font-mono text-xs break-all">{call.endpoint}</span>
              </DetailField>
              {call.error && (
                <DetailField label="Error description" wide>
                  <span className="font-semibold text-danger">{call.error}</span>
                </DetailField>
              )}
              <DetailField label="Token info" wide>
                <span className="flex flex-wrap gap-1.5">
                  <TokenBadges tokenInfo={call.tokenInfo} />
                  {call.tokenInfo?.expiresAt && (
                    <span className="text-ink-muted">
                      expires {formatInstant(call.tokenInfo.expiresAt, timeZone)}
                    </span>
                  )}
                </span>
              </DetailField>
            </dl>
            <PayloadBlock label="Query parameters" value={call.query} />
            <PayloadBlock label="Request body" value={call.requestBody} />
            <PayloadBlock label="Response" value={call.responseBody} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
