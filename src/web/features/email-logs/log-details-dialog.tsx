import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { createdText, STATUS_LABELS, STATUS_VARIANTS, typeLabel } from './labels';
import { LinkedText } from './linked-text';
import type { EmailLog } from './types';

type LogDetailsDialogProps = { log: EmailLog | null; timeZone: string; onClose: () => void };

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

function Json({ label, value }: { label: string; value: Record<string, unknown> | null }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="text-sm font-bold">{label}</h3>
      {value ? (
        <pre
          tabIndex={0}
          className="focus-ring max-h-56 overflow-auto rounded-lg bg-night p-3 font-mono text-xs leading-relaxed text-ink-inverse"
        >
          {JSON.stringify(value, null, 2)}
        </pre>
      ) : (
        <p className="text-sm text-ink-muted">None</p>
      )}
    </section>
  );
}

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
              <Field label="Status">
                <Badge variant={STATUS_VARIANTS[log.status]}>{STATUS_LABELS[log.status]}</Badge>
              </Field>
              <Field label="Type">{typeLabel(log.emailType)}</Field>
              <Field label="To">{log.to}</Field>
              <Field label="From">{log.from}</Field>
              <Field label="Subject" wide>
                {log.subject}
              </Field>
              <Field label="Created">{createdText(log.createdAt, timeZone)}</Field>
              <Field label="Related to">
                {log.relatedEntityType
                  ? `${typeLabel(log.relatedEntityType)} #${log.relatedEntityId ?? '—'}`
                  : '—'}
              </Field>
              {log.errorMessage && (
                <Field label="Error message" wide>
                  <span className={log.status === 'failed' ? 'font-semibold text-danger' : undefined}>
                    {log.errorMessage}
                  </span>
                </Field>
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
            <Json label="Request payload" value={log.requestPayload} />
            <Json label="Provider response" value={log.providerResponse} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
