import { api } from '../../../lib/api';

export const emailPdf = (id: number, email: string) =>
  api('POST /api/timesheets/:id/email', { params: { id }, body: { email } });
