import type { MatrixWorld } from './matrix-fixtures';
import { adminOnly, type MatrixRow } from './matrix-harness';

const activity = (w: MatrixWorld) => `/api/companies/${w.team.company.id}/activity`;

/** The activity trail (issue 25): admin only; office and below 403, another company's admin 404. */
export const activityRows: MatrixRow[] = [
  {
    route: 'GET /api/companies/:companyId/activity',
    call: (w) => ({ method: 'GET', url: `${activity(w)}?kind=user.role_changed` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/companies/:companyId/activity.csv',
    call: (w) => ({ method: 'GET', url: `${activity(w)}.csv?from=2026-01-01` }),
    expect: adminOnly(200),
  },
];
