import { FileSearch } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatCalendarDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/dockets/docket-math';
import { hoursShown } from '../../../shared/hours';
import { EmptyState } from '../../components/empty-state';
import { QueryState } from '../../components/query-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import {
  previewPath,
  rememberReturnTo,
  STATUS_LABELS,
  statusVariant,
  type DocketStatus,
} from '../dockets/api';
import { REPORT_DOCKETS_PAGE, useReportDockets, type ReportDockets } from './api/get-report-dockets';
import type { Drill } from './drill';

type DocketRow = ReportDockets['dockets'][number];

const rangeText = ({ from, to }: { from: string; to: string }) =>
  from === to
    ? formatCalendarDate(from, 'short')
    : `${formatCalendarDate(from, 'short')} – ${formatCalendarDate(to, 'short')}`;

type Props = { companyId: number; drill: Drill | null; onClose: () => void };

/** The dockets behind a report's row, each opening its preview, whose Back returns to this report. */
export function DrillDialog({ companyId, drill, onClose }: Props) {
  return (
    <Dialog open={drill !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {drill && (
          <>
            <DialogHeader>
              <DialogTitle>{drill.title}</DialogTitle>
              <DialogDescription>Dockets from {rangeText(drill.filters)}, newest first.</DialogDescription>
            </DialogHeader>
            <DrillDockets key={JSON.stringify(drill.filters)} companyId={companyId} drill={drill} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DrillDockets({ companyId, drill }: { companyId: number; drill: Drill }) {
  const [page, setPage] = useState(0);
  const dockets = useReportDockets(companyId, drill.filters, page);
  const { pathname, search } = useLocation();
  return (
    <QueryState query={dockets} failure="Failed to load the dockets" loading="Loading dockets…">
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / REPORT_DOCKETS_PAGE));
        if (data.total === 0)
          return <EmptyState icon={FileSearch} title="No dockets" text="No docket is behind this figure." />;
        return (
          <div className="grid gap-3">
            <ul aria-label="Dockets" className="grid max-h-[60vh] gap-2 overflow-y-auto">
              {data.dockets.map((docket) => (
                <li key={docket.id}>
                  <DocketLine docket={docket} returnTo={`${pathname}${search}`} />
                </li>
              ))}
            </ul>
            <p className="text-sm text-ink-muted">
              {data.total} {data.total === 1 ? 'docket' : 'dockets'}
            </p>
            {pages > 1 && (
              <nav aria-label="Pages of dockets" className="flex items-center justify-between gap-3">
                <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  Newer
                </Button>
                <span className="text-sm text-ink-muted">
                  Page {page + 1} of {pages}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page + 1 >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  Older
                </Button>
              </nav>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

const statusOf = (docket: DocketRow) => {
  const status = docket.status as DocketStatus;
  const label = docket.invoiced ? 'Invoiced' : (STATUS_LABELS[status] ?? docket.status);
  const source = { status, invoiced: docket.invoiced } as Parameters<typeof statusVariant>[0];
  return { label, variant: statusVariant(source) };
};

/** One docket: number (to its preview), day, worker, project, status and its total. */
function DocketLine({ docket, returnTo }: { docket: DocketRow; returnTo: string }) {
  const status = statusOf(docket);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-lg border border-line p-3">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <Link
          to={previewPath(docket.id)}
          onClick={() => rememberReturnTo(returnTo)}
          aria-label={`Docket #${docket.id} on ${formatCalendarDate(docket.date, 'short')}, open its preview`}
          className="focus-ring rounded font-bold text-brand-text underline underline-offset-4"
        >
          #{docket.id}
        </Link>
        <span className="font-semibold">{formatCalendarDate(docket.date, 'shortWithWeekday')}</span>
        <span className="text-ink-muted">{docket.workerName}</span>
      </p>
      <p className="text-right font-semibold tabular-nums">{formatMoney(docket.figures.total)}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <Badge variant={status.variant}>{status.label}</Badge>
        {docket.invoiceNumber && <span>{docket.invoiceNumber}</span>}
        {docket.projectName && <span className="min-w-0 truncate">{docket.projectName}</span>}
      </p>
      <p className="text-right text-sm text-ink-muted tabular-nums">{hoursShown(docket.figures.hours)} h</p>
    </div>
  );
}
