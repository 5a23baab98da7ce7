import { api } from '../../../lib/api';
import { fileOf } from '../../../lib/download';

/** Foreman calls go without the bearer token: the grant alone says what may be seen. */
const withGrant = (grant: string) => ({ auth: false, headers: { 'X-Access-Grant': grant } });

/** `headers` carries a solved device check when the server asked for one (lib/challenge.ts). */
export const accessByCode = (code: string, headers?: Record<string, string>) =>
  api('POST /api/projects/access-by-code', { body: { code }, auth: false, headers });

export const fetchSnapshot = (grant: string, signal?: AbortSignal) =>
  api('GET /api/foreman/access', { ...withGrant(grant), signal });

/** A ZIP of the chosen dockets' PDFs. */
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
