import { Mail, MessageSquareText } from 'lucide-react';
import { formatCalendarDate, formatInstant } from '../../../../shared/dates';
import { reminderSmsHref, type MissingWorker } from '../../../../shared/dockets/missing-dockets-schemas';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

type RowProps = {
  worker: MissingWorker;
  date: string;
  companyName: string;
  timeZone: string;
  sending: boolean;
  onRemind: () => void;
};

const REMINDED = {
  success: 'Reminded',
  not_sent: 'Reminder saved, not delivered',
  failed: 'Reminder not delivered',
};

/** One worker with no docket on a day: who, whether reminded, and Remind (e-mail) and Text (sms: link). */
export function MissingWorkerRow({ worker, date, companyName, timeZone, sending, onRemind }: RowProps) {
  const firstName = worker.name.split(' ')[0] ?? worker.name;
  const reminded = worker.reminded;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-5">
      <span className="grid min-w-0 flex-1 basis-40 gap-0.5">
        <span className="truncate font-semibold">{worker.name}</span>
        <span className="truncate text-xs text-ink-muted">
          {reminded
            ? `${REMINDED[reminded.status]} ${formatInstant(reminded.at, timeZone, 'dayTime')}${reminded.byPerson ? '' : ' (scheduled)'}`
            : worker.email}
        </span>
      </span>
      <span className="flex shrink-0 gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={sending}
          onClick={onRemind}
          aria-label={`Remind ${worker.name}`}
        >
          {sending ? <Spinner /> : <Mail aria-hidden="true" />}
          Remind
        </Button>
        <a
          href={reminderSmsHref(firstName, formatCalendarDate(date, 'weekdayDayMonth'), companyName)}
          className={buttonVariants({ size: 'sm', variant: 'ghost' })}
          aria-label={`Text ${worker.name}`}
        >
          <MessageSquareText aria-hidden="true" />
          Text
        </a>
      </span>
    </li>
  );
}
