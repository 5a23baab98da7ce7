import { ImageRejectedError, type ImageRejection } from '../../../integrations/images/errors';
import { checkPdf } from '../../../integrations/images/pdf';
import { processImage } from '../../../integrations/images/process';
import { sniffUpload, UNSUPPORTED_UPLOAD_MESSAGE } from '../../../integrations/images/sniff';
import { UploadRefusal } from './refusals';

/** What an upload becomes: the renditions to store and what the row says of them. */
export type PreparedUpload = {
  kind: 'photo' | 'file';
  contentType: string;
  original: Buffer;
  view: Buffer | null;
  thumb: Buffer | null;
  width: number | null;
  height: number | null;
  /** The camera's time (`…T07:42:10+10:00`, or wall-clock without a zone), only when kept. */
  takenAt: string | null;
  location: { latitude: number; longitude: number } | null;
};

export const DAMAGED_PDF_MESSAGE = 'This PDF could not be read: it may be damaged';
export const UNDECODED_HEIC_MESSAGE =
  'This HEIC photo cannot be converted here, so its location could not be removed: send it as a JPEG (the Take photo button makes one)';

const REFUSALS: Record<ImageRejection, (message: string) => UploadRefusal> = {
  'too-many-pixels': (m) => new UploadRefusal(413, 'PAYLOAD_TOO_LARGE', m),
  undecodable: (m) => new UploadRefusal(422, 'UNREADABLE_FILE', m),
  'not-an-image': () => new UploadRefusal(415, 'UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_UPLOAD_MESSAGE),
};

async function photo(bytes: Buffer, keepLocation: boolean): Promise<PreparedUpload> {
  try {
    const image = await processImage(bytes, { keepLocation });
    // Its metadata (GPS, the phone's serial) could not be stripped: refused (docs/decisions 0211).
    if (!image.decoded) throw new UploadRefusal(422, 'UNREADABLE_FILE', UNDECODED_HEIC_MESSAGE);
    return {
      kind: 'photo',
      contentType: image.mime,
      original: image.original,
      view: image.view,
      thumb: image.thumb,
      width: image.width,
      height: image.height,
      takenAt: image.takenAt,
      location: image.location,
    };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw REFUSALS[error.reason](error.message);
    throw error;
  }
}

/**
 * What the bytes are, from the bytes alone: a photo is re-encoded (metadata gone, a view and a
 * thumbnail made, on sharp's thread pool), a PDF is checked to be one and kept as sent. Anything
 * else 415; damaged 422; a decompression bomb 413.
 */
export async function prepareUpload(bytes: Buffer, keepLocation: boolean): Promise<PreparedUpload> {
  const sniffed = sniffUpload(bytes);
  if (!sniffed) throw new UploadRefusal(415, 'UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_UPLOAD_MESSAGE);
  if (sniffed.kind === 'image') return photo(bytes, keepLocation);
  if (!(await checkPdf(bytes))) throw new UploadRefusal(422, 'UNREADABLE_FILE', DAMAGED_PDF_MESSAGE);
  return {
    kind: 'file',
    contentType: sniffed.mime,
    original: bytes,
    view: null,
    thumb: null,
    width: null,
    height: null,
    takenAt: null,
    location: null,
  };
}
