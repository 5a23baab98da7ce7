/** Decodes an RFC 5987 value (`%E2%82%AC` escapes) in its charset; null when it is not valid. */
function decodeExtValue(charset: string, encoded: string): string | null {
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    // ISO-8859-1: each escape is one byte, one character.
    return encoded.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
}

/**
 * The file name a Content-Disposition header gives: `filename*=` (RFC 6266 with RFC 5987's
 * `charset'language'%XX` form) first, else `filename=` (quoted or plain), else the fallback.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*"?([\w!#$&+.^`|~-]*)'[^']*'([^";\s]+)"?/i.exec(disposition);
  const decoded = extended && decodeExtValue(extended[1] ?? '', extended[2] ?? '');
  if (decoded?.trim()) return decoded.trim();
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition);
  const plain = quoted
    ? quoted[1]!.replace(/\\(.)/g, '$1')
    : /filename\s*=\s*([^;]+)/i.exec(disposition)?.[1];
  return plain?.trim() || fallback;
}

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file reply (PDF, CSV, ZIP): its blob and the name the server gave it, else the fallback. */
export async function fileOf(res: Response, fallback: string): Promise<{ blob: Blob; fileName: string }> {
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition'), fallback) };
}

/** Saves a file reply under the name the server gave it, else the fallback. */
export async function downloadReply(res: Response, fallback: string): Promise<void> {
  const { blob, fileName } = await fileOf(res, fallback);
  saveFile(blob, fileName);
}
