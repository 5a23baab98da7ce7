import { api } from '../../../lib/api';
import { fileOf } from '../../../lib/download';
import { withGrant } from '../with-grant';

/** A ZIP of the chosen dockets' PDFs (foreman calls go without the bearer token). */
export async function exportDocketPdfs(
  grant: string,
  timesheetIds: number[],
): Promise<{ blob: Blob; fileName: string }> {
  const res = await api('POST /api/timesheets/export-pdfs-foreman', {
    body: { timesheetIds },
    ...withGrant(grant),
  });
  return fileOf(res, 'dockets.zip');
}
