import type { ReplyOf } from '../../lib/api';

/** GET /api/companies/{companyId}/dashboard (admin, office): shared/schemas/dockets.ts describes it. */
export type DashboardReply = ReplyOf<'GET /api/companies/:companyId/dashboard'>;

/** Monday to Sunday of the current week in the company's time zone. */
export type DashboardWeek = DashboardReply['week'];

/** One project's hours this week ("12.50"). Non-billable work is grouped as 'Non-billable'. */
export type ProjectHours = DashboardReply['hoursThisWeek'][number];
