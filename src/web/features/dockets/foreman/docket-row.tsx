import { ClipboardCheck, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { StatusBadge, type Docket } from '../api';
import { docketHours, isPending } from './docket-groups';
import { longDate, shortDate, shortMoment, workerName } from './format';
import { foremanPreviewPath, returnHereFrom } from './preview-link';

type DocketRowProps = {
  docket: Docket;
  timeZone: string;
  /** In export mode the row is a checkbox instead of a link. */
  selecting: boolean;
  selected: boolean;
  onToggle: (id: number) => void;
};

function Facts({ docket, timeZone }: { docket: Docket; timeZone: string }) {
  return (
    <div className="grid min-w-0 flex-1 gap-1">
      <div className="flex items-start justify-between gap-3">
        <p className="truncate text-lg leading-snug font-bold">{workerName(docket)}</p>
        <StatusBadge docket={docket} className="px-3 py-1 text-sm" />
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-base text-ink-muted">
        <div className="flex gap-1">
          <dt className="sr-only">Date</dt>
          <dd className="font-semibold text-ink">{shortDate(docket.date)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">Hours</dt>
          <dd className="tabular-nums">{docketHours(docket)} h</dd>
        </div>
        <div className="flex gap-1">
          <dt className={docket.signedAt ? undefined : 'sr-only'}>Signed</dt>
          <dd>{docket.signedAt ? shortMoment(docket.signedAt, timeZone) : 'Not signed yet'}</dd>
        </div>
      </dl>
    </div>
  );
}

/** One docket in the foreman list (spec 001 §2.6): worker, date, hours, signed date, status, action. */
export function DocketRow({ docket, timeZone, selecting, selected, onToggle }: DocketRowProps) {
  const pending = isPending(docket);
  const who = `${workerName(docket)}, ${longDate(docket.date)}`;
  if (selecting) {
    return (
      <label
        className={cn(
          'flex cursor-pointer items-center gap-4 rounded-card border-2 bg-surface p-4 shadow-sm transition-colors',
          selected ? 'border-brand-active bg-brand-soft/60' : 'border-line hover:border-line-strong',
        )}
      >
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(docket.id)}
          aria-label={`Select ${who}`}
          className="focus-ring size-7 shrink-0 cursor-pointer accent-brand-active"
        />
        <Facts docket={docket} timeZone={timeZone} />
      </label>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:gap-5">
      <Facts docket={docket} timeZone={timeZone} />
      <Link
        to={foremanPreviewPath(docket.id)}
        onClick={returnHereFrom('/foreman-timesheets')}
        className={buttonVariants({
          variant: pending ? 'default' : 'outline',
          size: 'lg',
          className: 'w-full sm:w-52',
        })}
      >
        {pending ? <ClipboardCheck aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {pending ? 'Review & Approve' : 'View Details'}
        <span className="sr-only">: {who}</span>
      </Link>
    </div>
  );
}
