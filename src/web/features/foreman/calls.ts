import { api } from '../../lib/api';

/** Foreman calls go without the bearer token: the grant alone says what may be seen. */
const withGrant = (grant: string) => ({ auth: false, headers: { 'X-Access-Grant': grant } });

/** `headers` carries a solved device check when the server asked for one (lib/challenge.ts). */
export const accessByCode = (code: string, headers?: Record<string, string>) =>
  api('POST /api/projects/access-by-code', { body: { code }, auth: false, headers });

export const fetchSnapshot = (grant: string, signal?: AbortSignal) =>
  api('GET /api/foreman/access', { ...withGrant(grant), signal });

/** The file name the server gives in Content-Disposition, else a plain default. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // Fall through to the plain form.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** A ZIP of the chosen dockets' PDFs. */
export async function exportDocketPdfs(
  grant: string,
  timesheetIds: number[],
): Promise<{ blob: Blob; fileName: string }> {
  const res = await api('POST /api/timesheets/export-pdfs-foreman', {
    body: { timesheetIds },
    ...withGrant(grant),
  });
  const fileName = fileNameOf(res.headers.get('content-disposition'), 'dockets.zip');
  return { blob: await res.blob(), fileName };
}

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
