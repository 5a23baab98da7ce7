import { formatInstant } from '../../../../shared/dates';
import { LoadFailed } from '../../../components/load-failed';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { CallCounters } from '../calls/xero-call-counters';
import { CallStatusBadge } from '../calls/xero-call-badges';
import { useXeroLogStats } from '../api/get-xero-log-stats';
import { POLL_MS } from '../logs/poll';

/** Statistics (002 §2, §9): counters, operations breakdown and recent errors, every 5 s. */
export function StatsTab({ timeZone }: { timeZone: string }) {
  const stats = useXeroLogStats(POLL_MS.stats);
  if (stats.isError)
    return <LoadFailed title="Failed to fetch statistics" onRetry={() => void stats.refetch()} />;
  return (
    <div className="grid gap-6">
      <CallCounters stats={stats.data} labels="debug" />
      <section aria-labelledby="xero-operations" className="grid gap-2">
        <h2 id="xero-operations" className="text-lg font-bold">
          Operations
        </h2>
        {stats.data?.operations.length ? (
          <Table scrollLabel="Calls per operation">
            <TableHeader>
              <TableRow>
                <TableHead>Operation</TableHead>
                <TableHead className="text-right">Calls</TableHead>
                <TableHead className="text-right">Failed</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {stats.data.operations.map((row) => (
                <TableRow key={row.operation}>
                  <TableCell className="font-semibold break-all">{row.operation}</TableCell>
                  <TableCell className="text-right tabular-nums">{row.calls}</TableCell>
                  <TableCell className="text-right tabular-nums">{row.failures}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <p className="text-sm text-ink-muted">No calls yet.</p>
        )}
      </section>
      <section aria-labelledby="xero-recent-errors" className="grid gap-2">
        <h2 id="xero-recent-errors" className="text-lg font-bold">
          Recent errors
        </h2>
        {stats.data?.recentErrors.length ? (
          <ul className="grid gap-2">
            {stats.data.recentErrors.map((call) => (
              <li key={call.id} className="grid gap-1 rounded-card border border-line bg-surface p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{call.operation}</span>
                  <CallStatusBadge call={call} />
                  <time dateTime={call.createdAt} className="text-sm text-ink-muted sm:ml-auto">
                    {formatInstant(call.createdAt, timeZone)}
                  </time>
                </div>
                {call.error && <p className="text-sm break-words text-danger">{call.error}</p>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">No errors.</p>
        )}
      </section>
    </div>
  );
}
