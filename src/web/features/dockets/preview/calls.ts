import { api } from '../../../lib/api';
import { downloadReply } from '../../../lib/download';

/** Calls without an account carry the grant instead of a bearer token. */
export const withGrant = (grant: string) => ({ auth: false, headers: { 'X-Access-Grant': grant } });

export const updateCount = (id: number, countOnTimesheet: boolean) =>
  api('PUT /api/timesheets/:id', { params: { id }, body: { countOnTimesheet } });

export const addForeman = (projectId: number, foremanName: string, foremanEmail: string) =>
  api('POST /api/projects/:id/foremans', { params: { id: projectId }, body: { foremanName, foremanEmail } });

export const assignForeman = (id: number, foremanId: number) =>
  api('POST /api/timesheets/:id/assign-foreman', { params: { id }, body: { foremanId } });

export const unlinkForeman = (id: number) =>
  api('POST /api/timesheets/:id/unlink-foreman', { params: { id } });

/** 'Save to Dashboard': pending approval with the chosen foreman (spec 001 §4). */
export const saveToDashboard = (id: number, foremanId: number) =>
  api('PUT /api/timesheets/:id', { params: { id }, body: { status: 'pending_approval', foremanId } });

/** status 'not_sent' when no mail server is configured: the request and its link are still recorded. */
export const sendApprovalEmail = (id: number, foremanId: number) =>
  api('POST /api/timesheets/:id/send-approval-email', { params: { id }, body: { foremanId } });

/** Signed in: the foreman signs on this device (the docket form's signature card uses the same call). */
export { approveSigned } from '../api';

export type PublicApprover = { foremanId: number } | { foremanName: string; foremanEmail: string };

/**
 * Without an account: the approver picked from the project's foremen, or typed (DECISIONS); none
 * with an e-mailed link, which approves as the foreman it was sent to.
 */
export const approveWithGrant = (
  id: number,
  grant: string,
  signature: string,
  approver: PublicApprover | null,
) =>
  api('POST /api/timesheets/:id/foreman-approve', {
    params: { id },
    body: { signature, ...(approver ?? {}) },
    ...withGrant(grant),
  });

export const emailPdf = (id: number, email: string) =>
  api('POST /api/timesheets/:id/email', { params: { id }, body: { email } });

/** GET the docket's PDF (bearer token, or the grant) and hand it to the browser's downloads. */
export async function downloadPdf(id: number, grant: string | null): Promise<void> {
  const res = grant
    ? await api('GET /api/timesheets/:id/pdf', { params: { id }, query: { grant }, auth: false })
    : await api('GET /api/timesheets/:id/pdf', { params: { id } });
  await downloadReply(res, `docket-${id}.pdf`);
}
