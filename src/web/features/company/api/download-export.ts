import { api } from '../../../lib/api';
import { downloadReply } from '../../../lib/download';
import { toastFailure } from '../../../lib/failure';
import type { ShownExport } from './get-exports';

/** The ZIP of a ready export, into the browser's downloads (the admin's session: it is theirs alone). */
export async function downloadExport(companyId: number, shown: ShownExport) {
  try {
    const res = await api('GET /api/companies/:companyId/exports/:exportId/download', {
      params: { companyId, exportId: shown.id },
    });
    await downloadReply(res, shown.fileName ?? 'company-export.zip');
  } catch (error) {
    toastFailure('Download failed', error, 'The export could not be downloaded. Please try again.');
  }
}
