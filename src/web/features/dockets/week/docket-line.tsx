import { cn } from '../../../lib/cn';
import { countsInTotals } from '../docket-status';
import { docketSpan, docketTitle, docketTotals } from '../docket-summary';
import { PreviewLink } from '../preview-link';
import { DocketSyncBadge } from '../offline/docket-sync-badge';
import { StatusBadge } from '../status-badge';
import type { Docket } from '../types';

/** One docket in a day card: what, when, status, hours and its View button. */
export function DocketLine({ docket, returnTo }: { docket: Docket; returnTo: string }) {
  const { title, detail } = docketTitle(docket);
  const span = docketSpan(docket);
  const counted = countsInTotals(docket);
  return (
    <li className="grid gap-1 rounded-lg border border-line bg-surface-muted px-3 py-2.5">
      <p className="truncate text-sm leading-snug font-semibold">{title}</p>
      <p className="truncate text-xs text-ink-muted">
        {[detail, span && `${span.start}–${span.end}`].filter(Boolean).join(' · ')}
      </p>
      <div className="mt-1 flex items-center gap-2">
        <StatusBadge docket={docket} />
        <DocketSyncBadge docketId={docket.id} />
        <span className={cn('text-sm font-bold tabular-nums', !counted && 'text-ink-muted line-through')}>
          {docketTotals(docket).hoursShort} h
        </span>
        <PreviewLink
          id={docket.id}
          returnTo={returnTo}
          label={`View docket #${docket.id}`}
          className="ml-auto h-9"
        />
      </div>
    </li>
  );
}
