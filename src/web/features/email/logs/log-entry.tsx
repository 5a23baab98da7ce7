import { ChevronRight } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { createdText, STATUS_LABELS, STATUS_VARIANTS, typeLabel } from './labels';
import type { EmailLog } from './types';

type LogEntryProps = { log: EmailLog; timeZone: string; onOpen: (log: EmailLog) => void };

/** One e-mail in the list: subject, status and type, recipient and sender, when. */
export function LogEntry({ log, timeZone, onOpen }: LogEntryProps) {
  return (
    <article className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:gap-5 sm:p-5">
      <div className="grid min-w-0 flex-1 gap-2">
        <h2 className="text-lg leading-snug font-bold break-words">{log.subject}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={STATUS_VARIANTS[log.status]}>{STATUS_LABELS[log.status]}</Badge>
          <Badge variant="blue">{typeLabel(log.emailType)}</Badge>
          <time dateTime={log.createdAt} className="text-sm text-ink-muted sm:ml-auto">
            {createdText(log.createdAt, timeZone)}
          </time>
        </div>
        <dl className="grid gap-x-6 gap-y-0.5 text-sm sm:flex sm:flex-wrap">
          <div className="flex min-w-0 gap-1.5">
            <dt className="text-ink-muted">To:</dt>
            <dd className="min-w-0 font-medium break-all">{log.to}</dd>
          </div>
          <div className="flex min-w-0 gap-1.5">
            <dt className="text-ink-muted">From:</dt>
            <dd className="min-w-0 break-all">{log.from}</dd>
          </div>
        </dl>
      </div>
      <button
        type="button"
        onClick={() => onOpen(log)}
        aria-label={`Details: ${log.subject}`}
        className="focus-ring inline-flex h-11 shrink-0 items-center justify-center gap-1 rounded-lg border-2 border-ink px-4 text-base font-semibold hover:bg-canvas"
      >
        Details
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </article>
  );
}
