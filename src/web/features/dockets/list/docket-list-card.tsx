import { CalendarDays, CheckCircle2, Eye, FolderKanban, Trash2, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { previewPath, rememberReturnTo, StatusBadge, type Docket } from '../api';
import { approvalProvenance } from '../../../../shared/dockets/approval-provenance';
import { createdText, docketDate } from './format';
import { fullName } from '../../../../shared/people';

type DocketListCardProps = {
  docket: Docket;
  /** Admin and office see whose docket it is (spec 001 §2.7). */
  showWorker: boolean;
  /** The company's time zone: the created date is the company's, not the browser's. */
  timeZone: string;
  canApprove: boolean;
  canDelete: boolean;
  onApprove: () => void;
  onDelete: () => void;
};

/** One docket of the list: #id, date, status, project, created date, notes and its actions. */
export function DocketListCard({
  docket,
  showWorker,
  timeZone,
  canApprove,
  canDelete,
  onApprove,
  onDelete,
}: DocketListCardProps) {
  return (
    <li className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <p className="text-sm font-bold text-ink-muted">#{docket.id}</p>
          <p className="inline-flex items-center gap-1.5 text-lg font-extrabold">
            <CalendarDays aria-hidden="true" className="size-4 text-ink-muted" />
            {docketDate(docket.date)}
          </p>
        </div>
        <StatusBadge docket={docket} />
      </div>
      <div className="grid gap-1">
        <p className="inline-flex items-start gap-1.5 font-semibold break-words">
          <FolderKanban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          {docket.projectName ?? 'Non-billable activity'}
        </p>
        {showWorker && (
          <p className="inline-flex items-center gap-1.5 text-sm text-ink">
            <UserRound aria-hidden="true" className="size-4 text-ink-muted" />
            {fullName(docket.worker)}
          </p>
        )}
        <p className="text-sm text-ink-muted">Created {createdText(docket.createdAt, timeZone)}</p>
        {docket.status === 'approved' && docket.approvedByName && (
          <p className="text-sm break-words text-ink">{approvalProvenance(docket)}</p>
        )}
        {docket.notes && <p className="line-clamp-2 text-sm break-words text-ink">{docket.notes}</p>}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line pt-3">
        {canDelete && (
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={`Delete docket #${docket.id}`}
            className="mr-auto text-danger hover:bg-danger-soft"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
        <Link
          to={previewPath(docket.id)}
          onClick={() => rememberReturnTo('/timesheets')}
          aria-label={`View details of docket #${docket.id}`}
          className={buttonVariants({ variant: 'outline' })}
        >
          <Eye aria-hidden="true" />
          View Details
        </Link>
        {canApprove && (
          <Button onClick={onApprove} aria-label={`Approve docket #${docket.id}`}>
            <CheckCircle2 aria-hidden="true" />
            Approve
          </Button>
        )}
      </div>
    </li>
  );
}
