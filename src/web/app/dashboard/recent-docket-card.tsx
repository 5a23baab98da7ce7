import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { approvalProvenance } from '../../../shared/dockets/approval-provenance';
import { formatMoney } from '../../../shared/dockets/docket-math';
import { cn } from '../../lib/cn';
import { useAuth } from '../../features/auth/api';
import {
  canDelete,
  countsInTotals,
  DeleteDraftDialog,
  docketTitle,
  previewPath,
  rememberReturnTo,
  StatusBadge,
  type Docket,
} from '../../features/dockets/api';
import { fullDate, shortDate } from './dates';
import { fullName } from '../../../shared/people';
import { hoursShown } from '../../../shared/hours';

/** Spec 001 §2.8: a recent docket opens its preview, with /entries as the address to return to. */
export const RECENT_RETURN_TO = '/entries';

type RecentDocketCardProps = {
  docket: Docket;
  /** The signed-in user: only their own drafts can be deleted here. */
  userId: number;
  showWorker: boolean;
  showMoney: boolean;
};

/** One recent docket: what, who and when, status, hours (and value), the whole card opens it. */
export function RecentDocketCard({ docket, userId, showWorker, showMoney }: RecentDocketCardProps) {
  const { title, detail } = docketTitle(docket);
  const { user } = useAuth();
  const deletable = docket.workerId === userId && canDelete(user, docket);
  const counted = countsInTotals(docket);
  return (
    <li className="group relative flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm transition hover:border-line-strong hover:shadow-md">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-bold text-ink-muted tabular-nums">#{docket.id}</span>
        <StatusBadge docket={docket} />
      </div>
      <div className="grid min-w-0 gap-0.5">
        <h3 className="leading-snug font-bold break-words">
          <Link
            to={previewPath(docket.id)}
            onClick={() => rememberReturnTo(RECENT_RETURN_TO)}
            className="focus-ring rounded after:absolute after:inset-0 after:rounded-card group-hover:underline"
          >
            {title}
            <span className="sr-only">, docket #{docket.id}</span>
          </Link>
        </h3>
        {detail && <p className="truncate text-sm text-ink-muted">{detail}</p>}
        {docket.status === 'approved' && docket.approvedByName && (
          <p className="text-sm break-words text-ink-muted">{approvalProvenance(docket)}</p>
        )}
      </div>
      <div className="grid gap-1 text-sm text-ink-muted">
        {showWorker && (
          <p className="flex items-center gap-2">
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{fullName(docket.worker)}</span>
          </p>
        )}
        <p className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <time dateTime={docket.date} title={fullDate(docket.date)}>
            {shortDate(docket.date)}
          </time>
        </p>
      </div>
      <div className="mt-auto flex min-h-11 items-center gap-3 border-t border-line pt-3">
        <span className="inline-flex items-center gap-1.5 text-base font-bold tabular-nums">
          <Clock aria-hidden="true" className="size-4 text-ink-muted" />
          <span className={cn(!counted && 'text-ink-muted line-through')}>
            {hoursShown(docket.totalHours)} h
          </span>
        </span>
        {showMoney && docket.entryType === 'billable' && docket.totalValue !== undefined && (
          <span
            className={cn('text-base font-semibold text-ink-muted tabular-nums', !counted && 'line-through')}
          >
            {formatMoney(docket.totalValue)}
          </span>
        )}
        {deletable && (
          <span className="ml-auto">
            <DeleteDraftDialog
              docket={docket}
              what={title}
              noun="Docket"
              deleted={{ title: 'Docket deleted', description: `Draft docket #${docket.id} was removed.` }}
              failed={() => ({
                title: 'Delete failed',
                description: 'Failed to delete the docket. Please try again.',
              })}
              closeOnFailure
              className="relative z-10"
            />
          </span>
        )}
      </div>
    </li>
  );
}
