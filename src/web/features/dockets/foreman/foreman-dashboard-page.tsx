import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadingText } from '../../../components/ui/spinner';
import { useAuth } from '../../auth/api';
import {
  clearForemanAccess,
  normaliseCode,
  readForemanAccess,
  saveForemanAccess,
  saveForemanFilter,
  type ForemanAccess,
  type ForemanFilter,
} from './access-store';
import { CodeEntry } from './code-entry';
import { projectFigures } from './docket-groups';
import { ForemanFrame } from './foreman-frame';
import { LoadFailed } from '../../../components/load-failed';
import { Placeholder } from './load-states';
import { useOpenProject, useOwnProjects, YourProjects } from './own-projects';
import { ProjectHeader } from './project-header';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { StatTiles } from './stat-tiles';
import type { AccessReply } from './types';
import { useForemanSnapshot, useSeedSnapshot } from './use-snapshot';

/** The message the docket list passes on when the grant it carried was refused. */
export type DashboardState = { expired?: string } | null;

/** /foreman-dashboard (spec 001 §2.5): project code first, then the project's figures and dockets. */
export default function ForemanDashboardPage() {
  const { user } = useAuth();
  const homeHref = user ? '/dashboard' : '/';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const seedSnapshot = useSeedSnapshot();
  const [searchParams, setSearchParams] = useSearchParams();
  const sharedCode = searchParams.get('code')?.trim() ?? '';
  const [access, setAccess] = useState<ForemanAccess | null>(() => {
    const stored = readForemanAccess();
    return stored && (!sharedCode || normaliseCode(sharedCode) === stored.project.code) ? stored : null;
  });
  const expiredNotice = (useLocation().state as DashboardState)?.expired ?? null;
  const [notice, setNotice] = useState<string | null>(expiredNotice);

  const expire = useCallback((message: string) => {
    clearForemanAccess();
    setAccess(null);
    setNotice(message);
  }, []);
  const snapshot = useForemanSnapshot(access, { onExpired: expire });

  const onAccess = (reply: AccessReply) => {
    const next = { grant: reply.grant.token, project: reply.project };
    saveForemanAccess(next);
    seedSnapshot(reply);
    setAccess(next);
    setNotice(null);
    if (sharedCode) setSearchParams({}, { replace: true });
  };
  const own = useOwnProjects(user);
  const openProject = useOpenProject(onAccess);
  const [switched, setSwitched] = useState(false);
  // A foreman with one project of their own lands in it (issue 11 point 11): no code to type.
  const onlyProject = own.data?.length === 1 ? own.data[0]! : null;
  const autoOpen = !access && !switched && !sharedCode && onlyProject !== null;
  useEffect(() => {
    if (autoOpen && openProject.isIdle) openProject.mutate(onlyProject);
  }, [autoOpen, onlyProject, openProject]);
  const onSwitch = () => {
    setSwitched(true);
    clearForemanAccess();
    queryClient.removeQueries({ queryKey: ['/api/foreman/access'] });
    setAccess(null);
    setNotice(null);
  };
  const openList = (filter: ForemanFilter) => {
    saveForemanFilter(filter);
    void navigate('/foreman-timesheets');
  };

  if (!access) {
    const waiting = (own.isLoading || autoOpen) && !openProject.isError;
    return (
      <ForemanFrame homeHref={homeHref}>
        {waiting ? (
          <LoadingText label="Opening your project…" />
        ) : (
          <>
            {own.data && own.data.length > 0 && (
              <YourProjects
                projects={own.data}
                opening={openProject.isPending ? openProject.variables.id : null}
                onOpen={(project) => openProject.mutate(project)}
              />
            )}
            <CodeEntry defaultCode={sharedCode} notice={notice} homeHref={homeHref} onAccess={onAccess} />
          </>
        )}
      </ForemanFrame>
    );
  }

  const dockets = snapshot.data?.timesheets;
  const figures = dockets ? projectFigures(dockets) : null;
  return (
    <ForemanFrame homeHref={homeHref}>
      <ProjectHeader
        project={snapshot.data?.project ?? access.project}
        companyName={snapshot.data?.company.name ?? null}
        homeHref={homeHref}
        refreshing={snapshot.isFetching}
        onSwitch={onSwitch}
        onRefresh={() => void snapshot.refetch()}
      />
      {dockets && figures ? (
        <>
          <StatTiles figures={figures} onOpen={openList} />
          <div className="grid items-start gap-5 lg:grid-cols-2">
            <QuickActions pending={figures.pending} onOpen={openList} />
            <RecentActivity dockets={dockets} />
          </div>
        </>
      ) : snapshot.isError ? (
        <LoadFailed title="Failed to fetch timesheets" onRetry={() => void snapshot.refetch()} />
      ) : (
        <>
          <LoadingText label="Loading project dockets…" />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Placeholder key={i} className="h-32" />
            ))}
          </div>
        </>
      )}
    </ForemanFrame>
  );
}
