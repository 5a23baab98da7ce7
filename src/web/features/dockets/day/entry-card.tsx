import { Clock, Coffee, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../auth/api';
import { canDelete, countsInTotals, isEditable } from '../docket-status';
import { breakText, docketSpan, docketTitle, docketTotals } from '../docket-summary';
import { PreviewLink } from '../preview-link';
import { DocketSyncBadge } from '../offline/docket-sync-badge';
import { StatusBadge } from '../status-badge';
import type { Docket } from '../types';
import { DeleteDraftDialog } from '../delete-draft-dialog';
import { failureText } from '../failure';
import { WorkItemList } from './work-item-list';

/** One entry of the day list: time range, break, status, what was done, hours and actions. */
export function EntryCard({ docket, returnTo }: { docket: Docket; returnTo: string }) {
  const { title, detail } = docketTitle(docket);
  const span = docketSpan(docket);
  const counted = countsInTotals(docket);
  const { user } = useAuth();
  return (
    <li className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <p className="inline-flex items-center gap-1.5 text-lg font-extrabold tabular-nums">
            <Clock aria-hidden="true" className="size-4 text-ink-muted" />
            {span ? `${span.start} – ${span.end}` : 'Quantity only'}
          </p>
          {span && (
            <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
              <Coffee aria-hidden="true" className="size-4" />
              {breakText(span.breakMinutes)}
            </p>
          )}
        </div>
        <div className="grid justify-items-end gap-1">
          <StatusBadge docket={docket} />
          <DocketSyncBadge docketId={docket.id} />
          <p className={cn('text-base font-bold tabular-nums', !counted && 'text-ink-muted line-through')}>
            {docketTotals(docket).hoursShort} h
          </p>
        </div>
      </div>
      <div className="grid min-w-0 gap-2">
        <p className="leading-snug font-semibold break-words">{title}</p>
        {docket.entryType === 'billable' ? (
          <WorkItemList items={docket.lineItems} />
        ) : (
          detail && <p className="text-sm text-ink-muted">{detail}</p>
        )}
      </div>
      <div className="flex items-center justify-end gap-2 border-t border-line pt-3">
        <span className="mr-auto text-xs font-semibold text-ink-muted">#{docket.id}</span>
        {isEditable(user, docket) && (
          <Link
            to={`/timesheets/${docket.id}/edit`}
            aria-label={`Edit docket #${docket.id}`}
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          >
            <Pencil aria-hidden="true" />
          </Link>
        )}
        {canDelete(user, docket) && (
          <DeleteDraftDialog
            docket={docket}
            what={title}
            noun="Entry"
            deleted={{ title: 'Entry deleted' }}
            failed={(error) => ({
              title: 'Failed to delete entry',
              description: failureText(error, 'Please try again.'),
            })}
          />
        )}
        <PreviewLink
          id={docket.id}
          returnTo={returnTo}
          label={`View docket #${docket.id}`}
          className="h-11 px-4"
        />
      </div>
    </li>
  );
}
