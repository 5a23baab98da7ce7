import exifr from 'exifr';

/** Where and when a photo was taken, as its camera wrote it: shown under the photo when kept. */
export type PhotoPlace = {
  /** The camera's wall-clock time, `YYYY-MM-DDTHH:MM:SS`, with its offset (`+10:00`) when it wrote one. */
  takenAt: string | null;
  location: { latitude: number; longitude: number } | null;
};

export const NO_PLACE: PhotoPlace = { takenAt: null, location: null };

const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

function takenAtOf(time: unknown, offset: unknown): string | null {
  const match = typeof time === 'string' ? EXIF_TIME.exec(time.trim()) : null;
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const zone = typeof offset === 'string' && OFFSET.test(offset.trim()) ? offset.trim() : '';
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`;
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * Reads the capture time and GPS position from the image's EXIF (JPEG, PNG, WebP, HEIC). A photo
 * with no EXIF, or EXIF that does not parse, has no place: never an error.
 */
export async function readPhotoPlace(bytes: Buffer): Promise<PhotoPlace> {
  try {
    const tags = (await exifr.parse(bytes, {
      pick: [
        'DateTimeOriginal',
        'OffsetTimeOriginal',
        'GPSLatitude',
        'GPSLatitudeRef',
        'GPSLongitude',
        'GPSLongitudeRef',
      ],
      reviveValues: false,
      gps: true,
    })) as Record<string, unknown> | undefined;
    const gps = (await exifr.gps(bytes).catch(() => undefined)) as
      | { latitude?: unknown; longitude?: unknown }
      | undefined;
    const location =
      gps && isCoordinate(gps.latitude, 90) && isCoordinate(gps.longitude, 180)
        ? { latitude: gps.latitude, longitude: gps.longitude }
        : null;
    return { takenAt: takenAtOf(tags?.DateTimeOriginal, tags?.OffsetTimeOriginal), location };
  } catch {
    return NO_PLACE;
  }
}
