import type { AppModule } from '../http/module';
import { authModule } from './auth/routes';
import { billingModule } from './billing/routes';
import { demoRequestsModule } from './demo-requests/routes';
import { emailLogsModule } from './email-logs/routes';
import { healthModule } from './health/routes';
import { invitationsModule } from './invitations/routes';
import { invoicesModule } from './invoices/routes';
import { invoicingModule } from './invoicing/routes';
import { missingDocketsModule } from './missing-dockets/routes';
import { versionsModule } from './versions/routes';
import { projectsModule } from './projects/routes';
import { rateItemsModule } from './rate-items/routes';
import { clientsModule } from './clients/routes';
import { companiesModule } from './companies/routes';
import { docketsModule } from './dockets/routes';
import { docketListsModule } from './dockets/list-routes';
import { approvalsModule } from './approvals/routes';
import { foremanAccessModule } from './foreman-access/routes';
import { documentsModule } from './documents/routes';
import { publicConfigModule } from './public-config/routes';
import { xeroConnectModule } from './xero-connect/routes';
import { xeroLogsModule } from './xero-logs/routes';
import { xeroAccountingModule } from './xero-accounting/routes';
import { xeroInvoicesModule } from './xero-invoices/routes';
import { payrollModule } from './payroll/routes';
import { payrollRunsModule } from './payroll/runs-routes';
import { weeklyTimesheetsModule } from './weekly-timesheets/routes';
import { xeroPayrollModule } from './xero-payroll/routes';
import { liveModule } from './live/routes';

/** Every API module, in the order they register. */
export const modules: AppModule[] = [
  healthModule,
  publicConfigModule,
  authModule,
  demoRequestsModule,
  versionsModule,
  invitationsModule,
  emailLogsModule,
  projectsModule,
  rateItemsModule,
  clientsModule,
  companiesModule,
  docketsModule,
  docketListsModule,
  approvalsModule,
  foremanAccessModule,
  documentsModule,
  invoicesModule,
  invoicingModule,
  xeroLogsModule,
  xeroConnectModule,
  xeroAccountingModule,
  xeroInvoicesModule,
  payrollModule,
  payrollRunsModule,
  xeroPayrollModule,
  weeklyTimesheetsModule,
  billingModule,
  missingDocketsModule,
  liveModule,
];
