import { processImage } from '../../integrations/images/process';
import { sniffUpload } from '../../integrations/images/sniff';
import type { FileStore } from '../../integrations/storage/file-store';
import type { Db } from '../client';
import { docketAttachments } from '../schema';
import { uniq } from './random';

type NewAttachment = Partial<typeof docketAttachments.$inferInsert> & {
  companyId: number;
  docketId: number;
  /** What was sent: a photo (JPEG, PNG, WebP, HEIC) or a PDF, typed from its bytes as an upload is. */
  bytes: Buffer;
  /** Keep the capture time and GPS position a photo carries (the company's 'Keep where and when'). */
  keepLocation?: boolean;
};

/**
 * An attachment as an upload leaves it: a photo re-encoded by processImage into its original, 1,600 px
 * view and 320 px thumbnail (a PDF stored as sent), each put in `files`, and its row. Values given
 * override what the bytes make (a caption, another sha256 to fake a tampered row).
 */
export async function createAttachment(
  db: Db,
  files: FileStore,
  { bytes, keepLocation = false, ...values }: NewAttachment,
) {
  const { companyId, docketId } = values;
  const sniffed = sniffUpload(bytes);
  if (!sniffed) throw new Error('createAttachment: neither a photo nor a PDF');
  const clientKey = values.clientKey ?? `k-${uniq()}${uniq()}`;
  const key = (name: string) => `c${companyId}/dockets/${docketId}/${clientKey}/${name}`;
  const put = (name: string, data: Buffer, contentType: string) =>
    files.put(key(name), data, { companyId, contentType }).then(() => key(name));

  if (sniffed.kind === 'pdf') {
    const stored = await files.put(key('original'), bytes, { companyId, contentType: sniffed.mime });
    return insert(db, {
      kind: 'file',
      contentType: sniffed.mime,
      fileName: 'document.pdf',
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
      storedBytes: stored.sizeBytes,
      originalKey: key('original'),
      ...values,
      clientKey,
    });
  }
  const image = await processImage(bytes, { keepLocation });
  const original = await files.put(key('original'), image.original, { companyId, contentType: image.mime });
  const renditions = image.decoded
    ? {
        viewKey: await put('view', image.view, 'image/jpeg'),
        thumbKey: await put('thumb', image.thumb, 'image/jpeg'),
      }
    : { viewKey: null, thumbKey: null };
  return insert(db, {
    kind: 'photo',
    contentType: image.mime,
    fileName: image.mime === 'image/jpeg' ? 'photo.jpg' : 'photo.heic',
    sizeBytes: original.sizeBytes,
    sha256: original.sha256,
    storedBytes: original.sizeBytes + (image.view?.length ?? 0) + (image.thumb?.length ?? 0),
    originalKey: key('original'),
    ...renditions,
    width: image.width,
    height: image.height,
    takenAt: image.takenAt ? new Date(image.takenAt) : null,
    latitude: image.location?.latitude ?? null,
    longitude: image.location?.longitude ?? null,
    ...values,
    clientKey,
  });
}

async function insert(db: Db, values: typeof docketAttachments.$inferInsert) {
  const [row] = await db.insert(docketAttachments).values(values).returning();
  return row!;
}
