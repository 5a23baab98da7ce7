import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { approvalProvenance } from '../../../shared/dockets/approval-provenance';
import { previewPath, rememberReturnTo, type Docket } from '../../features/dockets/api';
import { fullDate, shortDate } from './dates';
import { fullName } from '../../../shared/people';

/** Rows in the office panels open the preview; its Back returns to the dashboard. */
export const PANEL_RETURN_TO = '/dashboard';

type DocketRowProps = { docket: Docket; detail: ReactNode; aside: ReactNode };

/**
 * One docket in a panel list: worker, project, date, how it was approved (provenance) and a detail
 * line, with a figure at the end.
 */
export function DocketRow({ docket, detail, aside }: DocketRowProps) {
  const worker = fullName(docket.worker);
  const provenance =
    docket.status === 'approved' && docket.approvedByName ? approvalProvenance(docket) : null;
  return (
    <li>
      <Link
        to={previewPath(docket.id)}
        onClick={() => rememberReturnTo(PANEL_RETURN_TO)}
        className="focus-ring group flex items-center gap-3 px-4 py-3 transition-colors hover:bg-surface-muted sm:px-5"
      >
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex items-baseline justify-between gap-3">
            <span className="truncate font-semibold group-hover:underline">{worker}</span>
            <time
              dateTime={docket.date}
              title={fullDate(docket.date)}
              className="shrink-0 text-sm font-medium text-ink-muted"
            >
              {shortDate(docket.date)}
            </time>
          </span>
          <span className="truncate text-sm">{docket.projectName ?? 'Non-billable'}</span>
          {provenance && <span className="text-xs break-words text-ink-muted">{provenance}</span>}
          <span className="flex items-baseline justify-between gap-3 text-xs text-ink-muted">
            <span className="truncate">{detail}</span>
            <span className="shrink-0 text-sm font-semibold text-ink tabular-nums">{aside}</span>
          </span>
        </span>
        <ChevronRight
          aria-hidden="true"
          className="size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    </li>
  );
}
