import { approvalsRoutes } from './approvals';
import { billingRoutes } from './billing';
import { authRoutes } from './auth';
import { clientRoutes } from './clients';
import { companiesRoutes } from './companies';
import { demoRequestsRoutes } from './demo-requests';
import { docketsRoutes } from './dockets';
import { documentsRoutes } from './documents';
import { emailLogsRoutes } from './email-logs';
import { foremanAccessRoutes } from './foreman-access';
import { invitationsRoutes } from './invitations';
import { invoicesRoutes } from './invoices';
import { invoicingRoutes } from './invoicing';
import { liveRoutes } from './live';
import { missingDocketsRoutes } from './missing-dockets';
import { payrollRoutes, xeroPayrollRoutes } from './payroll';
import { projectsRoutes } from './projects';
import { rateItemsRoutes } from './rate-items';
import type { RouteDefinition, RouteKey } from './route';
import { systemRoutes } from './system';
import { versionsRoutes } from './versions';
import { weeklyTimesheetsRoutes } from './weekly-timesheets';
import { xeroConnectRoutes } from './xero-connect';
import { xeroAccountingRoutes } from './xero-accounting';
import { xeroInvoicesRoutes } from './xero-invoices';
import { xeroLogsRoutes } from './xero-logs';

/** Every area's routes: the one contract the server registers, OpenAPI describes and the web calls. */
const areas = {
  systemRoutes,
  authRoutes,
  companiesRoutes,
  invitationsRoutes,
  versionsRoutes,
  demoRequestsRoutes,
  emailLogsRoutes,
  projectsRoutes,
  rateItemsRoutes,
  clientRoutes,
  docketsRoutes,
  approvalsRoutes,
  foremanAccessRoutes,
  documentsRoutes,
  invoicesRoutes,
  invoicingRoutes,
  xeroLogsRoutes,
  xeroConnectRoutes,
  xeroAccountingRoutes,
  xeroInvoicesRoutes,
  xeroPayrollRoutes,
  payrollRoutes,
  weeklyTimesheetsRoutes,
  billingRoutes,
  missingDocketsRoutes,
  liveRoutes,
};

type Areas = typeof areas;
type AnyRoute = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];

/** Every route by its key, `'GET /api/clients/:id/contacts'`: what the typed web client is keyed by. */
export type ApiRoutes = { [R in AnyRoute as R extends RouteDefinition ? RouteKey<R> : never]: R };
export type ApiRouteKey = keyof ApiRoutes;

export const allRoutes: RouteDefinition[] = Object.values(areas).flatMap(
  (area) => Object.values(area) as RouteDefinition[],
);
