import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../../shared/roles';
import {
  XERO_LOG_FILTER_LABELS,
  XERO_LOG_FILTERS,
  XERO_LOG_PAGE_MAX,
  type XeroLogFilter,
} from '../../../../shared/xero/logs-schemas';
import { AccessDenied } from '../../../components/access-denied';
import { LoadFailed } from '../../../components/load-failed';
import { LogPageHeader } from '../../../components/log-page-header';
import { SegmentedFilter } from '../../../components/segmented-filter';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { XeroCallDetailsDialog } from '../calls/xero-call-details-dialog';
import type { XeroCall } from '../api/get-xero-debug-logs';
import { useAuth } from '../../auth/api';
import { useXeroApiLogs } from '../api/get-xero-api-logs';
import { useXeroLogStats } from '../api/get-xero-log-stats';
import { POLL_MS } from './poll';
import { useRefreshXero } from './use-refresh-xero';
import { CallCounters } from '../calls/xero-call-counters';
import { CallCards, CallsTable } from './calls-table';
import { AutoInvoiceProblems } from './auto-invoice-problems';

/** Rows first shown, and how many more Load More adds. */
const PAGE = 50;
const FILTER_OPTIONS = XERO_LOG_FILTERS.map((value) => ({ value, label: XERO_LOG_FILTER_LABELS[value] }));

/** /admin/xero-logs (002 §2): every call the product made to Xero, for admin and office. */
export default function XeroLogsPage() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  if (!can(user.role, 'xeroLogs.read'))
    return <AccessDenied message="Only administrators and office staff can view Xero API logs." />;
  return <XeroLogs companyId={company.id} timeZone={company.timeZone} />;
}

function XeroLogs({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const [filter, setFilter] = useState<XeroLogFilter>('all');
  const [limit, setLimit] = useState(PAGE);
  const [open, setOpen] = useState<XeroCall | null>(null);
  const logs = useXeroApiLogs(filter, limit);
  const stats = useXeroLogStats(POLL_MS.logs);
  const refresh = useRefreshXero();
  const refreshing = logs.isFetching || stats.isFetching;
  const choose = (next: XeroLogFilter) => {
    setFilter(next);
    setLimit(PAGE);
  };
  return (
    <main className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <LogPageHeader
        title="Xero API Logs"
        description="Every call SiteDockets made to Xero for your company. Tokens and sign-in codes are never stored."
        refreshLabel="Refresh"
        refreshing={refreshing}
        onRefresh={() => void refresh()}
      />
      <CallCounters stats={stats.data} />
      <AutoInvoiceProblems companyId={companyId} timeZone={timeZone} />
      <SegmentedFilter
        label="Show calls"
        options={FILTER_OPTIONS}
        value={filter}
        onChange={choose}
        className="grid-cols-2 sm:grid sm:grid-cols-3 lg:flex"
      />
      {logs.data ? (
        logs.data.logs.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
            <SearchX aria-hidden="true" className="size-10 text-ink-muted" />
            <p className="text-lg font-semibold">No API logs found for the selected filter.</p>
          </div>
        ) : (
          <section aria-label="Calls" className="grid gap-3">
            <div className="hidden md:block">
              <CallsTable calls={logs.data.logs} timeZone={timeZone} onOpen={setOpen} />
            </div>
            <div className="md:hidden">
              <CallCards calls={logs.data.logs} timeZone={timeZone} onOpen={setOpen} />
            </div>
          </section>
        )
      ) : logs.isError ? (
        <LoadFailed title="Failed to fetch Xero API logs" onRetry={() => void logs.refetch()} />
      ) : (
        <LoadingText label="Loading Xero API logs..." className="justify-center py-10 text-base" />
      )}
      {logs.data && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-muted" aria-live="polite">
            Showing {logs.data.logs.length} of {logs.data.total} API calls
          </p>
          {logs.data.logs.length < logs.data.total && limit < XERO_LOG_PAGE_MAX && (
            <Button
              variant="outline"
              onClick={() => setLimit((shown) => Math.min(shown + PAGE, XERO_LOG_PAGE_MAX))}
              disabled={logs.isFetching}
            >
              Load More
            </Button>
          )}
        </div>
      )}
      <XeroCallDetailsDialog call={open} timeZone={timeZone} onClose={() => setOpen(null)} />
    </main>
  );
}
