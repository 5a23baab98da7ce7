import { FileDown, History } from 'lucide-react';
import { useState } from 'react';
import type { ActivityFilter } from '../../../../shared/company/activity-schemas';
import { ACTIVITY_PAGE_SIZE } from '../../../../shared/company/activity-kinds';
import { can } from '../../../../shared/roles';
import { AccessDenied } from '../../../components/access-denied';
import { LoadFailed } from '../../../components/load-failed';
import { Button } from '../../../components/ui/button';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { toastFailure } from '../../../lib/failure';
import { useAuth } from '../../auth/api';
import { downloadActivityCsv, useActivity } from '../api/get-activity';
import { ActivityEntry } from './activity-entry';
import { ActivityFilters } from './activity-filters';

/** /activity (issue 25): who changed money, people or the company, for admin. */
export default function ActivityPage() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  if (!can(user.role, 'activity.read'))
    return <AccessDenied message="Only administrators can view the activity trail." />;
  return <Activity companyId={company.id} timeZone={company.timeZone} />;
}

function Activity({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const [filter, setFilter] = useState<ActivityFilter>({});
  const [page, setPage] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const shown = useActivity(companyId, filter, page);
  const pages = Math.max(1, Math.ceil((shown.data?.total ?? 0) / ACTIVITY_PAGE_SIZE));
  const download = async () => {
    setDownloading(true);
    try {
      await downloadActivityCsv(companyId, filter);
    } catch (error) {
      toastFailure('Export failed', error, 'Failed to download the activity CSV. Please try again.');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <main className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight">Activity</h1>
          <p className="text-base text-ink-muted">
            Every change to rates, invoices, payroll, people and company settings: who made it, when, and what
            it was before.
          </p>
        </div>
        <Button
          variant="outline"
          className="max-sm:w-full"
          disabled={downloading}
          onClick={() => void download()}
        >
          {downloading ? <Spinner /> : <FileDown aria-hidden="true" />}
          Download CSV
        </Button>
      </div>
      <ActivityFilters
        companyId={companyId}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      {shown.data ? (
        shown.data.entries.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
            <History aria-hidden="true" className="size-10 text-ink-muted" />
            <p className="text-lg font-semibold">No activity found</p>
          </div>
        ) : (
          <ul className="grid gap-3" aria-label="Activity">
            {shown.data.entries.map((entry) => (
              <li key={entry.id}>
                <ActivityEntry entry={entry} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )
      ) : shown.isError ? (
        <LoadFailed title={shown.error.message} onRetry={() => void shown.refetch()} />
      ) : (
        <LoadingText label="Loading activity..." className="justify-center py-10 text-base" />
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          <Button variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span className="text-sm text-ink-muted">
            Page {page + 1} of {pages}
          </span>
          <Button variant="outline" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </nav>
      )}
    </main>
  );
}
