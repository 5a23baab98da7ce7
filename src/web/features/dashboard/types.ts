import type { Docket } from '../dockets/api';

/** Monday to Sunday of the current week in the company's time zone. */
export type DashboardWeek = { today: string; start: string; end: string };

/** One project's hours this week ("12.50"). Non-billable work is grouped as 'Non-billable'. */
export type ProjectHours = { projectName: string; hours: string };

/** GET /api/companies/{companyId}/dashboard (admin, office). */
export type DashboardReply = {
  week: DashboardWeek;
  /** Dockets sent to a foreman (pending_approval): the count and the first 5. */
  awaitingApproval: { count: number; dockets: Docket[] };
  /** Approved, billable and not yet invoiced: the count, their value and the first 5. */
  readyToInvoice: { count: number; totalValue: string; dockets: Docket[] };
  hoursThisWeek: ProjectHours[];
  /** The 3 newest dockets of the company. */
  recentDockets: Docket[];
};
