import { api } from '../../../lib/api';

/** status 'not_sent' when no mail server is configured: the request and its link are still recorded. */
export const sendApprovalEmail = (id: number, foremanId: number) =>
  api('POST /api/timesheets/:id/send-approval-email', { params: { id }, body: { foremanId } });
