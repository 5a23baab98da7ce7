import type { FastifyReply } from 'fastify';
import type { Rendition } from '../../../../shared/dockets/attachments/limits';
import type { DocketAttachmentRow } from '../../../db/docket-attachments';
import { notFound } from '../../../errors';
import type { FileStore } from '../../../integrations/storage/file-store';

/** A signed link to object storage lives this long: the browser follows it at once. */
export const SIGNED_LINK_SECONDS = 300;

const keyOf = (row: DocketAttachmentRow, rendition: Rendition): string | null =>
  rendition === 'original' ? row.originalKey : rendition === 'view' ? row.viewKey : row.thumbKey;

/** The name in Content-Disposition: plain ASCII in `filename`, the whole name in `filename*`. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a rendition of an attachment the caller may read (the caller checked the docket): from
 * the database as its bytes, never sniffed by the browser; from object storage as a 302 to a
 * link valid for five minutes. A PDF has no view or thumbnail (404).
 */
export async function sendAttachmentFile(
  files: FileStore,
  reply: FastifyReply,
  row: DocketAttachmentRow,
  rendition: Rendition,
) {
  const key = keyOf(row, rendition);
  if (!key) throw notFound('File');
  const link = await files.signedUrl(key, SIGNED_LINK_SECONDS);
  if (link) return reply.header('cache-control', 'private, no-store').redirect(link, 302);
  const file = await files.get(key);
  if (!file) throw notFound('File');
  return reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      contentDisposition(rendition === 'original' ? row.fileName : `${rendition}.jpg`),
    )
    .header('cache-control', 'private, max-age=3600')
    .send(file.bytes);
}

/** Removes stored files, each on its own: one that fails stays behind (an orphan), never an error. */
export async function removeFiles(files: FileStore, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => files.remove(key)));
}
