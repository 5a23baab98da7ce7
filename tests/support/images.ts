/** Photos made for the tests of uploads (site evidence): nothing is read from disk. */
import { crc32 } from 'node:zlib';
import piexif from 'piexifjs';
import sharp from 'sharp';
import { encodePng } from '../../src/server/integrations/png';

/**
 * A photo-like JPEG: smooth noise scaled up (pure noise would be a worst case no camera produces),
 * with optional EXIF IFD0 tags (Make, Model…) and EXIF orientation (1–8).
 */
export async function photo(
  width: number,
  height: number,
  { ifd0 = {}, orientation = 1 }: { ifd0?: Record<string, string>; orientation?: number } = {},
): Promise<Buffer> {
  const seed = await sharp({
    create: {
      width: Math.ceil(width / 8),
      height: Math.ceil(height / 8),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(seed)
    .resize(width, height)
    .jpeg({ quality: 92 })
    .withMetadata({ orientation })
    .withExif({ IFD0: ifd0 })
    .toBuffer();
}

const rational = (value: number): [number, number][] => {
  const degrees = Math.floor(value);
  const minutes = Math.floor((value - degrees) * 60);
  const seconds = Math.round(((value - degrees) * 60 - minutes) * 60 * 100);
  return [
    [degrees, 1],
    [minutes, 1],
    [seconds, 100],
  ];
};

/** A JPEG as a phone writes it: Make, Model, a serial, the capture time and a GPS position. */
/** OffsetTimeOriginal (0x9011), which piexifjs 1.0.6 does not know: taught to it here. */
const OFFSET_TIME_ORIGINAL = 36881;
(piexif.TAGS.Exif as Record<number, { name: string; type: string }>)[OFFSET_TIME_ORIGINAL] = {
  name: 'OffsetTimeOriginal',
  type: 'Ascii',
};

export async function phonePhoto(latitude: number, longitude: number, takenAt: string): Promise<Buffer> {
  const jpeg = await photo(800, 600);
  const exif = piexif.dump({
    '0th': {
      [piexif.ImageIFD.Make]: 'Acme Phones',
      [piexif.ImageIFD.Model]: 'Site 9',
    },
    Exif: {
      [piexif.ExifIFD.DateTimeOriginal]: takenAt,
      [OFFSET_TIME_ORIGINAL]: '+10:00',
      [piexif.ExifIFD.BodySerialNumber]: 'SN-123456',
    },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: latitude < 0 ? 'S' : 'N',
      [piexif.GPSIFD.GPSLatitude]: rational(Math.abs(latitude)),
      [piexif.GPSIFD.GPSLongitudeRef]: longitude < 0 ? 'W' : 'E',
      [piexif.GPSIFD.GPSLongitude]: rational(Math.abs(longitude)),
    },
  });
  return Buffer.from(piexif.insert(exif, jpeg.toString('binary')), 'binary');
}

/** A tiny PNG whose header declares width × height: sharp would try to allocate all of it. */
export function bombPng(width: number, height: number): Buffer {
  const png = encodePng(1, 1, 2, Buffer.alloc(3));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/**
 * A HEIC as far as its container says (brand `heic`, an `hvc1` item) with no HEVC stream a decoder
 * could read: sharp's prebuilt libvips has no HEVC decoder, and none could be made here to test with.
 */
export async function undecodableHeic(): Promise<Buffer> {
  const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c04000' } })
    .heif({ compression: 'av1' })
    .toBuffer();
  const text = avif.toString('latin1').replaceAll('av01', 'hvc1').replaceAll('av1C', 'hvcC');
  return Buffer.from(text.replaceAll('avif', 'heic'), 'latin1');
}
