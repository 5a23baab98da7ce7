/**
 * Shrinks a photo before it is kept and sent (issue 28): long side 2,048 px, JPEG, upright, with
 * browser-image-compression (its worker, loaded from this site: the phone may have no signal).
 * A 12-megapixel photo comes out at most about 700 KB; one the browser cannot draw (HEIC outside
 * Safari) is kept as taken, and the server reads it.
 */
import libURL from 'browser-image-compression/dist/browser-image-compression.js?url';
import { SHRINK_LONG_SIDE } from '../../../../../shared/dockets/attachments/limits';
import { jpegName, SHRINKABLE } from './take-rules';

/**
 * The target in MiB before the photo's EXIF block (up to 64 KB) is put back: 0.6 MiB + 64 KB is
 * still under the 700 KB the issue allows for a 12-megapixel photo.
 */
const MAX_SHRUNK_MB = 0.6;

/** A photo to keep: its bytes, type and name (a shrunk photo is a JPEG named .jpg). */
export type Shrunk = { blob: Blob; type: string; name: string };

export async function shrinkPhoto(file: File, type: string): Promise<Shrunk> {
  const asTaken = { blob: file, type, name: file.name };
  if (!SHRINKABLE.includes(type)) return asTaken;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    // Some phones give a HEIC no type: the library wants an image type to start.
    const input = file.type.startsWith('image/') ? file : new File([file], file.name, { type });
    const shrunk = await imageCompression(input, {
      maxWidthOrHeight: SHRINK_LONG_SIDE,
      maxSizeMB: MAX_SHRUNK_MB,
      fileType: 'image/jpeg',
      initialQuality: 0.82,
      useWebWorker: true,
      libURL,
      // A JPEG keeps its EXIF (orientation reset to upright): the server strips it unless the
      // company keeps where and when photos were taken.
      preserveExif: true,
    });
    // A small JPEG already under the limits is not made bigger by drawing it again.
    if (type === 'image/jpeg' && shrunk.size >= file.size) return asTaken;
    return { blob: shrunk, type: 'image/jpeg', name: jpegName(file.name) };
  } catch {
    return asTaken;
  }
}
