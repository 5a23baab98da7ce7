import { approvalsRoutes } from '../dockets/approvals-routes';
import { attachmentsRoutes } from '../dockets/attachments/routes';
import { billingRoutes } from '../billing/routes';
import { authRoutes } from '../auth/routes';
import { clientRoutes } from '../clients/routes';
import { companiesRoutes } from '../company/routes';
import { demoRequestsRoutes } from '../system/demo-requests-routes';
import { docketsRoutes } from '../dockets/routes';
import { documentsRoutes } from '../dockets/documents-routes';
import { emailLogsRoutes } from '../email/logs-routes';
import { foremanAccessRoutes } from '../dockets/foreman-access-routes';
import { invitationsRoutes } from '../auth/invitations-routes';
import { invoicesRoutes } from '../invoicing/invoices-routes';
import { invoicePaymentsRoutes } from '../invoicing/payments-routes';
import { invoicingRoutes } from '../invoicing/routes';
import { liveRoutes } from '../dockets/live-routes';
import { missingDocketsRoutes } from '../dockets/missing-dockets-routes';
import { payrollRoutes, xeroPayrollRoutes } from '../payroll/routes';
import { projectsRoutes } from '../projects/routes';
import { rateItemsRoutes } from '../projects/rate-items-routes';
import { reportRoutes } from '../reports/routes';
import type { RouteDefinition, RouteKey } from './route';
import { systemRoutes } from '../system/routes';
import { versionsRoutes } from '../system/versions-routes';
import { weeklyTimesheetsRoutes } from '../payroll/weekly-timesheets-routes';
import { xeroConnectRoutes } from '../xero/connect-routes';
import { xeroAccountingRoutes } from '../xero/accounting-routes';
import { xeroInvoicesRoutes } from '../invoicing/xero-routes';
import { xeroLogsRoutes } from '../xero/logs-routes';
import { xeroSyncRoutes } from '../xero/sync-routes';
import { xeroAutoInvoiceRoutes } from '../xero/auto-invoice-routes';

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
  attachmentsRoutes,
  invoicesRoutes,
  invoicePaymentsRoutes,
  invoicingRoutes,
  xeroLogsRoutes,
  xeroConnectRoutes,
  xeroAccountingRoutes,
  xeroInvoicesRoutes,
  xeroSyncRoutes,
  xeroAutoInvoiceRoutes,
  xeroPayrollRoutes,
  payrollRoutes,
  weeklyTimesheetsRoutes,
  billingRoutes,
  missingDocketsRoutes,
  liveRoutes,
  reportRoutes,
};

type Areas = typeof areas;
type AnyRoute = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];

/** Every route by its key, `'GET /api/clients/:id/contacts'`: what the typed web client is keyed by. */
export type ApiRoutes = { [R in AnyRoute as R extends RouteDefinition ? RouteKey<R> : never]: R };
export type ApiRouteKey = keyof ApiRoutes;

export const allRoutes: RouteDefinition[] = Object.values(areas).flatMap(
  (area) => Object.values(area) as RouteDefinition[],
);
