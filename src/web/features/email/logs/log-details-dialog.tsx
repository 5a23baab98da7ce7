import { DetailField, PayloadBlock } from '../../../components/detail-fields';
import { Badge } from '../../../components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { createdText, STATUS_LABELS, STATUS_VARIANTS, typeLabel } from './labels';
import { LinkedText } from './linked-text';
import type { EmailLog } from './types';

type LogDetailsDialogProps = { log: EmailLog | null; timeZone: string; onClose: () => void };

/** Spec 002 §2: everything about one e-mail, including the message as it was written. */
export function LogDetailsDialog({ log, timeZone, onClose }: LogDetailsDialogProps) {
  return (
    <Dialog open={log !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {log && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{log.subject}</DialogTitle>
              <DialogDescription>E-mail details</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-line bg-surface-muted p-4 sm:grid-cols-2">
              <DetailField label="Status">
                <Badge variant={STATUS_VARIANTS[log.status]}>{STATUS_LABELS[log.status]}</Badge>
              </DetailField>
              <DetailField label="Type">{typeLabel(log.emailType)}</DetailField>
              <DetailField label="To">{log.to}</DetailField>
              <DetailField label="From">{log.from}</DetailField>
              <DetailField label="Subject" wide>
                {log.subject}
              </DetailField>
              <DetailField label="Created">{createdText(log.createdAt, timeZone)}</DetailField>
              <DetailField label="Related to">
                {log.relatedEntityType
                  ? `${typeLabel(log.relatedEntityType)} #${log.relatedEntityId ?? '—'}`
                  : '—'}
              </DetailField>
              {log.errorMessage && (
                <DetailField label="Error message" wide>
                  <span className={log.status === 'failed' ? 'font-semibold text-danger' : undefined}>
                    {log.errorMessage}
                  </span>
                </DetailField>
              )}
            </dl>
            <section className="grid gap-1.5">
              <h3 className="text-sm font-bold">Message</h3>
              <div
                tabIndex={0}
                role="region"
                aria-label="Message text"
                className="focus-ring max-h-72 overflow-auto rounded-lg border border-line p-4"
              >
                <LinkedText text={log.text} />
              </div>
            </section>
            <PayloadBlock label="Request payload" value={log.requestPayload} />
            <PayloadBlock label="Provider response" value={log.providerResponse} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
