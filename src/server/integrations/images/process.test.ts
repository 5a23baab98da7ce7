import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError } from './errors';
import { IMAGE_SIZES, processImage, type ProcessedImage } from './process';
import { bombPng, phonePhoto, photo, undecodableHeic } from '../../../../tests/support/images';

async function decoded(bytes: Buffer, keepLocation = false): Promise<ProcessedImage> {
  const result = await processImage(bytes, { keepLocation });
  if (!result.decoded) throw new Error('expected a decoded image');
  return result;
}

const sizeOf = async (jpeg: Buffer) => {
  const { width, height, format } = await sharp(jpeg).metadata();
  return { width, height, format };
};

/** Every tag exifr can find in the bytes, or undefined when there are none. */
const tagsOf = (bytes: Buffer) =>
  exifr.parse(bytes, { tiff: true, exif: true, gps: true, xmp: true, iptc: true, icc: true });

describe('processImage', () => {
  it('makes a 4,000 × 3,000 photo into an original, a 1,600 px view and a 320 px thumbnail', async () => {
    const result = await decoded(await photo(4000, 3000));
    expect({ width: result.width, height: result.height }).toEqual({ width: 4000, height: 3000 });
    expect(await sizeOf(result.original)).toEqual({ width: 4000, height: 3000, format: 'jpeg' });
    expect(await sizeOf(result.view)).toEqual({ width: 1600, height: 1200, format: 'jpeg' });
    expect(await sizeOf(result.thumb)).toEqual({ width: 320, height: 240, format: 'jpeg' });
  });

  it('caps the original at 4,096 px and never enlarges a small photo', async () => {
    const big = await decoded(await photo(6000, 4000));
    expect(await sizeOf(big.original)).toMatchObject({ width: IMAGE_SIZES.original, height: 2731 });
    const small = await decoded(await photo(640, 480));
    expect(await sizeOf(small.original)).toMatchObject({ width: 640, height: 480 });
    expect(await sizeOf(small.view)).toMatchObject({ width: 640, height: 480 });
  });

  it('applies the camera orientation and leaves no orientation tag behind', async () => {
    // Stored 400 × 300 sideways, as a phone held upright writes it (orientation 6: rotate 90° clockwise).
    const taken = await photo(400, 300, { orientation: 6, ifd0: { Make: 'Acme Phones' } });
    expect(await sharp(taken).metadata()).toMatchObject({ width: 400, height: 300, orientation: 6 });
    const result = await decoded(taken);
    expect({ width: result.width, height: result.height }).toEqual({ width: 300, height: 400 });
    expect(await sizeOf(result.thumb)).toMatchObject({ width: 240, height: 320 });
    for (const output of [result.original, result.view, result.thumb])
      expect(await tagsOf(output)).toBeUndefined();
  });

  it('strips the position, the phone and its serial from every output', async () => {
    const taken = await phonePhoto(-27.4705, 153.026, '2026:11:29 07:42:10');
    expect(await exifr.gps(taken)).toMatchObject({ latitude: expect.closeTo(-27.4705, 3) });
    expect(await tagsOf(taken)).toMatchObject({ Make: 'Acme Phones' });
    expect(taken.includes('SN-123456')).toBe(true);
    for (const keepLocation of [false, true]) {
      const result = await decoded(taken, keepLocation);
      for (const output of [result.original, result.view, result.thumb]) {
        expect(await tagsOf(output)).toBeUndefined();
        expect(output.includes('Acme Phones')).toBe(false);
        expect(output.includes('SN-123456')).toBe(false);
      }
    }
  });

  it('returns where and when the photo was taken only when the company keeps it', async () => {
    const taken = await phonePhoto(-27.4705, 153.026, '2026:11:29 07:42:10');
    const kept = await decoded(taken, true);
    expect(kept.takenAt).toBe('2026-11-29T07:42:10+10:00');
    expect(kept.location?.latitude).toBeCloseTo(-27.4705, 3);
    expect(kept.location?.longitude).toBeCloseTo(153.026, 3);
    const dropped = await decoded(taken, false);
    expect({ takenAt: dropped.takenAt, location: dropped.location }).toEqual({
      takenAt: null,
      location: null,
    });
    const noExif = await decoded(await photo(100, 100), true);
    expect({ takenAt: noExif.takenAt, location: noExif.location }).toEqual({ takenAt: null, location: null });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    const refusal = await processImage(bomb, { keepLocation: false }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImageRejectedError);
    expect(refusal).toMatchObject({ reason: 'too-many-pixels', message: expect.stringMatching(/too large/) });
  });

  it('refuses damaged bytes and anything that is not an image', async () => {
    const jpegHeaderOnly = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
    await expect(processImage(jpegHeaderOnly, { keepLocation: false })).rejects.toMatchObject({
      reason: 'undecodable',
    });
    await expect(processImage(Buffer.from('not a photo'), { keepLocation: false })).rejects.toMatchObject({
      reason: 'not-an-image',
    });
  });

  it('keeps a HEIC it cannot decode as sent, with no view or thumbnail', async () => {
    const heic = await undecodableHeic();
    const result = await processImage(heic, { keepLocation: false });
    expect(result).toMatchObject({
      decoded: false,
      mime: 'image/heic',
      view: null,
      thumb: null,
      width: null,
    });
    expect(result.original.equals(heic)).toBe(true);
  });

  it('keeps a 12-megapixel photo’s view well under 700 KB', async () => {
    const result = await decoded(await photo(4032, 3024));
    expect(result.view.length).toBeLessThan(700 * 1024);
    expect(result.thumb.length).toBeLessThan(60 * 1024);
  });

  it('works off the event loop: timers keep running while a photo is processed', async () => {
    const bytes = await photo(4000, 3000);
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    try {
      await processImage(bytes, { keepLocation: false });
    } finally {
      clearInterval(ticker);
    }
    expect(turns).toBeGreaterThan(0);
  });
});
