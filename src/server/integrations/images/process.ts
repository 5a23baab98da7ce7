import sharp from 'sharp';
import { ImageRejectedError } from './errors';
import { NO_PLACE, readPhotoPlace, type PhotoPlace } from './place';
import { sniffUpload, type UploadMime } from './sniff';

/** Decompression bombs and giant scans are refused before decoding: 50 megapixels (a 48 MP phone passes). */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The long side of each stored rendition, in pixels. */
export const IMAGE_SIZES = { original: 4096, view: 1600, thumb: 320 } as const;
const QUALITY = { original: 88, view: 80, thumb: 75 } as const;

type Common = PhotoPlace & {
  /** The type of `original`: JPEG when decoded, else the upload's own (HEIC/HEIF kept as sent). */
  mime: UploadMime;
  original: Buffer;
};
/** A photo re-encoded: every output is a JPEG with its orientation applied and no metadata at all. */
export type ProcessedImage = Common & {
  decoded: true;
  view: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
};
/**
 * A HEIC/HEIF this server's sharp cannot decode (its prebuilt libvips has no HEVC decoder): the bytes
 * are kept as sent — with whatever metadata they carry — and there is no view or thumbnail.
 */
export type UndecodedImage = Common & {
  decoded: false;
  view: null;
  thumb: null;
  width: null;
  height: null;
};

/** libvips threads for one image: one, so image work never takes both cores from the API. */
sharp.concurrency(1);

const input = (bytes: Buffer) =>
  // failOn 'error': a truncated photo still decodes (its missing rows grey) rather than being lost.
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });

/** Orientation applied, long side capped, transparency on white, then JPEG: sharp writes no metadata by default. */
function rendition(bytes: Buffer, size: keyof typeof IMAGE_SIZES) {
  return input(bytes)
    .rotate()
    .resize({ width: IMAGE_SIZES[size], height: IMAGE_SIZES[size], fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: QUALITY[size] })
    .toBuffer({ resolveWithObject: true });
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** The header's size, refused above the limit before any pixel is decoded. */
async function checkDimensions(bytes: Buffer): Promise<void> {
  const { width, height } = await input(bytes).metadata();
  if (!width || !height) throw new ImageRejectedError('undecodable');
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejectedError('too-many-pixels');
}

/**
 * Re-encodes an uploaded photo into an original (long side ≤ 4,096 px), a 1,600 px view and a
 * 320 px thumbnail, all on libuv's thread pool (sharp's async API: the event loop keeps serving).
 * With `keepLocation` the capture time and GPS position are read first and returned as fields;
 * they are never left in the image bytes either way.
 */
export async function processImage(
  bytes: Buffer,
  { keepLocation }: { keepLocation: boolean },
): Promise<ProcessedImage | UndecodedImage> {
  const sniffed = sniffUpload(bytes);
  if (sniffed?.kind !== 'image') throw new ImageRejectedError('not-an-image');
  const place = keepLocation ? await readPhotoPlace(bytes) : NO_PLACE;
  const heif = sniffed.mime === 'image/heic' || sniffed.mime === 'image/heif';
  try {
    await checkDimensions(bytes);
    // One after another, each on one libvips thread: a photo's work takes one core, and the event
    // loop keeps the other (docs/performance.md, 'Site photos').
    const original = await rendition(bytes, 'original');
    const view = await rendition(bytes, 'view');
    const thumb = await rendition(bytes, 'thumb');
    return {
      decoded: true,
      mime: 'image/jpeg',
      original: original.data,
      view: view.data,
      thumb: thumb.data,
      width: original.info.width,
      height: original.info.height,
      ...place,
    };
  } catch (error) {
    if (error instanceof ImageRejectedError && error.reason === 'too-many-pixels') throw error;
    if (isPixelLimit(error)) throw new ImageRejectedError('too-many-pixels');
    if (!heif) throw error instanceof ImageRejectedError ? error : new ImageRejectedError('undecodable');
    return {
      decoded: false,
      mime: sniffed.mime,
      original: bytes,
      view: null,
      thumb: null,
      width: null,
      height: null,
      ...place,
    };
  }
}
