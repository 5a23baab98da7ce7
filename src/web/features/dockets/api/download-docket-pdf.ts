import { api } from '../../../lib/api';
import { downloadReply } from '../../../lib/download';

/** GET the docket's PDF (bearer token, or the grant) and hand it to the browser's downloads. */
export async function downloadPdf(id: number, grant: string | null): Promise<void> {
  const res = grant
    ? await api('GET /api/timesheets/:id/pdf', { params: { id }, query: { grant }, auth: false })
    : await api('GET /api/timesheets/:id/pdf', { params: { id } });
  await downloadReply(res, `docket-${id}.pdf`);
}
