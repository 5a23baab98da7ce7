import { uniq } from '../../src/server/db/factories';
import { fresh } from './matrix-fixtures';
import { backOffice, everyone, personFor, signedIn, type MatrixRow } from './matrix-harness';
import { setupRows } from './matrix-setup-routes';
import { billingRows } from './matrix-billing-routes';
import { missingDocketRows } from './matrix-missing-dockets-routes';
import { docketRows } from './matrix-docket-routes';
import { approvalRows } from './matrix-approval-routes';
import { invoiceRows } from './matrix-invoice-routes';
import { invoicePaymentRows } from './matrix-invoice-payment-routes';
import { invoicingRows } from './matrix-invoicing-routes';
import { xeroLogRows } from './matrix-xero-log-routes';
import { xeroAccountingRows } from './matrix-xero-accounting-routes';
import { xeroConnectRows } from './matrix-xero-connect-routes';
import { xeroInvoiceRows } from './matrix-xero-invoice-routes';
import { xeroSyncRows } from './matrix-xero-sync-routes';
import { xeroAutoInvoiceRows } from './matrix-xero-auto-invoice-routes';
import { weeklyTimesheetRows } from './matrix-weekly-timesheet-routes';
import { xeroPayrollRows } from './matrix-xero-payroll-routes';
import { payrollRows } from './matrix-payroll-routes';
import { payrollRunRows } from './matrix-payroll-run-routes';
import { liveRows } from './matrix-live-routes';
import { activityRows } from './matrix-activity-routes';
import { reportRows } from './matrix-report-routes';
import { exportRows } from './matrix-export-routes';
import { attachmentRows } from './matrix-attachment-routes';

const person = () => {
  const handle = `m.${uniq()}`;
  return { username: handle, password: 'kerb-stone-41' };
};

/**
 * Every API route × every caller → the status they get. Read it against spec 000 §6, 001 §6 and
 * 002 §6: 401 without a session, 403 for a role that may not, 404 for another company's records.
 */
const accountRows: MatrixRow[] = [
  { route: 'GET /api/health', call: () => ({ method: 'GET', url: '/api/health' }), expect: everyone(200) },
  {
    route: 'GET /api/openapi.json',
    call: () => ({ method: 'GET', url: '/api/openapi.json' }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/public-config',
    call: () => ({ method: 'GET', url: '/api/public-config' }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/login',
    // A username per caller: a sixth failure for one username would ask for a device check (428).
    call: (_world, caller) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: `nobody-${caller}`, password: 'wrong!' },
    }),
    expect: everyone(401),
  },
  {
    route: 'POST /api/auth/register',
    call: () => ({ method: 'POST', url: '/api/auth/register', payload: {} }),
    expect: everyone(400),
  },
  { route: 'GET /api/auth/me', call: () => ({ method: 'GET', url: '/api/auth/me' }), expect: signedIn(200) },
  {
    route: 'POST /api/auth/logout',
    call: () => ({ method: 'POST', url: '/api/auth/logout' }),
    expect: signedIn(200),
    freshSession: true,
  },
  {
    route: 'GET /api/auth/check-username',
    call: () => ({ method: 'GET', url: '/api/auth/check-username?username=someone' }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/forgot-password',
    call: () => ({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'x@example.com' } }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/reset-password',
    call: () => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'nope', newPassword: 'kerb-stone-41' },
    }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/demo-request',
    call: () => ({
      method: 'POST',
      url: '/api/demo-request',
      payload: { businessName: 'B', phone: '1', email: 'b@example.com' },
    }),
    expect: everyone(201),
  },
  {
    route: 'GET /api/versions',
    call: () => ({ method: 'GET', url: '/api/versions' }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/auth/me/app-version',
    call: () => ({ method: 'PUT', url: '/api/auth/me/app-version', payload: { version: '1.0.0' } }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/companies/:companyId/invitations',
    call: (w) => ({ method: 'GET', url: `/api/companies/${w.team.company.id}/invitations` }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/companies/:companyId/invitations',
    call: (w) => ({
      method: 'POST',
      url: `/api/companies/${w.team.company.id}/invitations`,
      payload: { email: `i.${uniq()}@example.com`, firstName: 'I', lastName: 'N', role: 'worker' },
    }),
    expect: backOffice(201),
  },
  {
    route: 'POST /api/invitations/:id/resend',
    call: async (w) => ({ method: 'POST', url: `/api/invitations/${(await fresh.invitation(w)).id}/resend` }),
    expect: backOffice(200),
  },
  {
    // Each caller copies the link of an invitation they sent (someone else's answers 403).
    route: 'POST /api/invitations/:id/link',
    call: async (w, caller) => {
      const inviter = caller === 'anonymous' ? undefined : personFor(w, caller).id;
      return { method: 'POST', url: `/api/invitations/${(await fresh.invitation(w, inviter)).id}/link` };
    },
    expect: backOffice(200),
  },
  {
    route: 'DELETE /api/invitations/:id',
    call: async (w) => ({ method: 'DELETE', url: `/api/invitations/${(await fresh.invitation(w)).id}` }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/invitations/validate/:token',
    call: async (w) => ({
      method: 'GET',
      url: `/api/invitations/validate/${(await fresh.invitation(w)).token}`,
    }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/signup-invite/:token',
    call: async (w) => ({
      method: 'POST',
      url: `/api/auth/signup-invite/${(await fresh.invitation(w)).token}`,
      payload: person(),
    }),
    expect: everyone(201),
  },
  {
    route: 'GET /api/admin/email-logs',
    call: () => ({ method: 'GET', url: '/api/admin/email-logs' }),
    expect: { ...backOffice(200), otherAdmin: 200 },
  },
];

export const MATRIX: MatrixRow[] = [
  ...accountRows,
  ...setupRows,
  ...docketRows,
  ...approvalRows,
  ...invoiceRows,
  ...invoicePaymentRows,
  ...invoicingRows,
  ...xeroLogRows,
  ...xeroAccountingRows,
  ...xeroConnectRows,
  ...xeroInvoiceRows,
  ...xeroSyncRows,
  ...xeroAutoInvoiceRows,
  ...weeklyTimesheetRows,
  ...xeroPayrollRows,
  ...payrollRows,
  ...payrollRunRows,
  ...billingRows,
  ...missingDocketRows,
  ...liveRows,
  ...activityRows,
  ...exportRows,
  ...reportRows,
  ...attachmentRows,
];
