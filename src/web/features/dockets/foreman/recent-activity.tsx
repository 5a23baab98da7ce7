import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { StatusBadge, type Docket } from '../api';
import { docketHours } from './docket-groups';
import { shortDate, workerName } from './format';
import { foremanPreviewPath, returnHereFrom } from './preview-link';

/** How many dockets Recent Activity lists (spec 001 §9). */
export const RECENT_COUNT = 5;

/** Spec 001 §2.5: the project's newest dockets (Pending, Reverted or Approved). */
export function RecentActivity({ dockets }: { dockets: readonly Docket[] }) {
  const recent = dockets.slice(0, RECENT_COUNT);
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {recent.length === 0 ? (
          <p className="rounded-lg bg-surface-muted p-4 text-center text-base text-ink-muted">
            No dockets available
          </p>
        ) : (
          <ul className="grid divide-y divide-line rounded-lg border border-line">
            {recent.map((docket) => (
              <li key={docket.id}>
                <Link
                  to={foremanPreviewPath(docket.id)}
                  onClick={returnHereFrom('/foreman-dashboard')}
                  className="focus-ring flex min-h-16 items-center gap-3 px-3 py-2.5 hover:bg-canvas sm:px-4"
                >
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="truncate text-base font-bold">{workerName(docket)}</span>
                    <span className="text-sm text-ink-muted">
                      {shortDate(docket.date)} · {docketHours(docket)} h
                    </span>
                  </span>
                  <StatusBadge docket={docket} className="text-sm" />
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
