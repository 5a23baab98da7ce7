import type { AppModule } from '../http/module';
import { authModule } from './auth/routes';
import { billingModule } from './billing/routes';
import { demoRequestsModule } from './system/demo-requests/routes';
import { emailLogsModule } from './email/logs/routes';
import { healthModule } from './system/health/routes';
import { invitationsModule } from './auth/invitations/routes';
import { invoicesModule } from './invoicing/invoices/routes';
import { invoicePaymentsModule } from './invoicing/payments/routes';
import { invoicingModule } from './invoicing/marking/routes';
import { missingDocketsModule } from './dockets/missing-dockets/routes';
import { versionsModule } from './system/versions/routes';
import { projectsModule } from './projects/routes';
import { rateItemsModule } from './projects/rate-items/routes';
import { clientsModule } from './clients/routes';
import { companiesModule } from './company/routes';
import { docketsModule } from './dockets/routes';
import { docketListsModule } from './dockets/list-routes';
import { approvalsModule } from './dockets/approvals/routes';
import { foremanAccessModule } from './dockets/foreman-access/routes';
import { documentsModule } from './dockets/documents/routes';
import { attachmentsModule } from './dockets/attachments/routes';
import { publicConfigModule } from './system/public-config/routes';
import { retentionModule } from './system/retention/job';
import { xeroConnectModule } from './xero/connect/routes';
import { xeroLogsModule } from './xero/logs/routes';
import { xeroAccountingModule } from './xero/accounting/routes';
import { xeroSyncModule } from './xero/sync/routes';
import { xeroInvoicesModule } from './invoicing/xero/routes';
import { xeroAutoInvoiceModule } from './invoicing/auto-invoice/routes';
import { payrollModule } from './payroll/routes';
import { payrollRunsModule } from './payroll/runs-routes';
import { weeklyTimesheetsModule } from './payroll/weekly-timesheets/routes';
import { xeroPayrollModule } from './payroll/xero/routes';
import { liveModule } from './dockets/live/routes';
import { reportsModule } from './reports/routes';

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
  attachmentsModule,
  invoicesModule,
  invoicePaymentsModule,
  invoicingModule,
  xeroLogsModule,
  xeroConnectModule,
  xeroAccountingModule,
  xeroSyncModule,
  xeroInvoicesModule,
  xeroAutoInvoiceModule,
  payrollModule,
  payrollRunsModule,
  xeroPayrollModule,
  weeklyTimesheetsModule,
  billingModule,
  missingDocketsModule,
  liveModule,
  reportsModule,
  retentionModule,
];
