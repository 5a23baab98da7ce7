import { ArrowLeft, FileDown, Inbox, X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { DEFAULT_TIME_ZONE } from '../../../../shared/dates';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../auth/api';
import {
  clearForemanAccess,
  readForemanAccess,
  readForemanFilter,
  saveForemanFilter,
  type ForemanFilter,
} from './access-store';
import { filterDockets, groupByWeek, isApproved, isPending } from './docket-groups';
import { ExportBar } from './export-bar';
import { FilterBar } from './filter-bar';
import type { DashboardState } from './foreman-dashboard-page';
import { ForemanFrame } from './foreman-frame';
import { LoadFailed } from '../../../components/load-failed';
import { Placeholder } from './load-states';
import { ProjectInfoCard } from './project-info-card';
import { useDocketExport } from './use-export';
import { useForemanSnapshot } from './use-snapshot';
import { WeekSection } from './week-section';

const EMPTY: Record<ForemanFilter, string> = {
  pending: 'No timesheets pending your approval at this time.',
  approved: 'No approved timesheets found.',
  all: 'No timesheets available for this project.',
};

/** /foreman-timesheets (spec 001 §2.6): the project's dockets by week, to review, approve and export. */
export default function ForemanTimesheetsPage() {
  const { user } = useAuth();
  const homeHref = user ? '/dashboard' : '/';
  const navigate = useNavigate();
  const [access] = useState(readForemanAccess);
  const [filter, setFilter] = useState<ForemanFilter>(readForemanFilter);
  const expire = useCallback(
    (message: string) => {
      clearForemanAccess();
      const state: DashboardState = { expired: message };
      void navigate('/foreman-dashboard', { replace: true, state });
    },
    [navigate],
  );
  const snapshot = useForemanSnapshot(access, { onExpired: expire, refreshOnFocus: true });
  const exportState = useDocketExport(access, expire);

  const all = snapshot.data?.timesheets;
  const visible = useMemo(() => (all ? filterDockets(all, filter) : []), [all, filter]);
  const weeks = useMemo(() => groupByWeek(visible), [visible]);

  if (!access) return <Navigate to="/foreman-dashboard" replace />;

  const changeFilter = (next: ForemanFilter) => {
    saveForemanFilter(next);
    setFilter(next);
  };
  const counts = {
    all: all?.length ?? 0,
    pending: all?.filter(isPending).length ?? 0,
    approved: all?.filter(isApproved).length ?? 0,
  };

  return (
    <ForemanFrame homeHref={homeHref} className={cn(exportState.exporting && 'pb-48 sm:pb-28')}>
      <div className="flex items-center justify-between gap-3">
        <Button asChild variant="ghost" className="-ml-2 px-2">
          <Link to="/foreman-dashboard">
            <ArrowLeft aria-hidden="true" />
            Dashboard
          </Link>
        </Button>
        {exportState.exporting ? (
          <Button variant="outline" onClick={exportState.cancel}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        ) : (
          <Button variant="outline" onClick={exportState.start} disabled={!all?.length}>
            <FileDown aria-hidden="true" />
            Export PDFs
          </Button>
        )}
      </div>
      <h1 className="text-3xl leading-tight font-extrabold tracking-tight">Project Dockets</h1>
      <ProjectInfoCard
        project={snapshot.data?.project ?? access.project}
        companyName={snapshot.data?.company.name ?? null}
      />
      <FilterBar value={filter} counts={counts} onChange={changeFilter} />
      {all ? (
        weeks.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
            <Inbox aria-hidden="true" className="size-10 text-ink-muted" />
            <p className="text-lg font-semibold text-balance">{EMPTY[filter]}</p>
          </div>
        ) : (
          <div className="grid gap-7">
            {weeks.map((week) => (
              <WeekSection
                key={week.monday}
                monday={week.monday}
                timeZone={snapshot.data?.company.timeZone ?? DEFAULT_TIME_ZONE}
                dockets={week.dockets}
                selecting={exportState.exporting}
                selected={exportState.selected}
                onToggle={exportState.toggle}
              />
            ))}
          </div>
        )
      ) : snapshot.isError ? (
        <LoadFailed title="Failed to fetch timesheets" onRetry={() => void snapshot.refetch()} />
      ) : (
        <>
          <LoadingText label="Loading dockets…" />
          <Placeholder className="h-28" />
          <Placeholder className="h-28" />
        </>
      )}
      {exportState.exporting && <ExportBar state={exportState} visibleIds={visible.map((d) => d.id)} />}
    </ForemanFrame>
  );
}
