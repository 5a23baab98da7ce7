import type { ZipArchive } from 'archiver';
import type { DocketAttachmentRow } from '../../../db/docket-attachments';
import type { PdfAttachment } from '../../../integrations/pdf/docket-photos';
import type { FileStore } from '../../../integrations/storage/file-store';

/**
 * A docket's attachments as its PDF shows them, in id order: each decoded photo with its 320 px
 * thumbnail's bytes read from the store (about 25 KB; the 1,600 px view would make a 20-photo
 * docket's PDF megabytes for no visible gain at a third of a page's width), each file by name.
 * A thumbnail missing from the store leaves its photo listed by name rather than failing the PDF.
 */
export async function pdfAttachments(
  files: FileStore,
  rows: readonly DocketAttachmentRow[],
): Promise<PdfAttachment[]> {
  const shown: PdfAttachment[] = [];
  for (const row of rows) {
    const thumb = row.thumbKey ? await files.get(row.thumbKey) : null;
    shown.push({
      fileName: row.fileName,
      caption: row.caption,
      takenAt: row.takenAt?.toISOString() ?? null,
      latitude: row.latitude,
      longitude: row.longitude,
      image: thumb?.bytes ?? null,
    });
  }
  return shown;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'application/pdf': 'pdf',
};

/**
 * '03-finished-pour.jpg': an original's name in an export, its place on the docket first (so two
 * photos both named 'image.jpg' stay apart), then its name cleaned, with the extension of what is
 * stored (a PNG sent is kept as a JPEG once re-encoded).
 */
export function originalFileName(
  row: Pick<DocketAttachmentRow, 'fileName' | 'contentType'>,
  position: number,
) {
  const stem =
    row.fileName
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80) || 'attachment';
  const extension = EXTENSIONS[row.contentType] ?? 'bin';
  return `${String(position).padStart(2, '0')}-${stem}.${extension}`;
}

/** Resolves once the archive has written the entry `name` (its bytes left for the output). */
function written(zip: ZipArchive, name: string, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const done = (err?: unknown) => {
      zip.off('entry', onEntry);
      zip.off('close', onClose);
      signal.removeEventListener('abort', onClose);
      if (err) reject(err as Error);
      else resolve();
    };
    const onEntry = (entry: { name: string }) => {
      if (entry.name === name) done();
    };
    const onClose = () => done(signal.reason ?? new Error('The export was closed'));
    zip.on('entry', onEntry);
    zip.once('close', onClose);
    signal.addEventListener('abort', onClose, { once: true });
  });
}

/**
 * The docket's originals (`rows`, read with its PDF's input), as stored, into `folder/` of the ZIP (its PDF's name without .pdf) in id
 * order. One original is read at a time and the next only once the archive has taken it, so an
 * export never holds more than one photo's bytes however many it carries. One missing from the
 * store is left out.
 */
export async function appendOriginals(
  zip: ZipArchive,
  files: FileStore,
  { rows, folder }: { rows: readonly DocketAttachmentRow[]; folder: string },
  signal: AbortSignal,
): Promise<number> {
  let added = 0;
  for (const [i, row] of rows.entries()) {
    signal.throwIfAborted();
    const stored = await files.get(row.originalKey);
    if (!stored) continue;
    const name = `${folder.replace(/\.pdf$/, '')}/${originalFileName(row, i + 1)}`;
    const taken = written(zip, name, signal);
    zip.append(stored.bytes, { name });
    await taken;
    added += 1;
  }
  return added;
}
