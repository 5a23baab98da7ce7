import { createHash } from 'node:crypto';
import { decodePng, encodePng } from '../png';

const cache = new Map<string, Buffer>();
const CACHE_SIZE = 500;

/**
 * A signature as the PDF embeds it: ink on white in one grey channel. pdfkit copies such a PNG
 * straight into the document, while a transparent one costs a pixel-by-pixel split and two
 * compressions per PDF. The same signature is flattened once (kept for the next PDFs).
 */
export function signatureForPdf(dataUrl: string): Buffer {
  const key = createHash('sha1').update(dataUrl).digest('hex');
  const hit = cache.get(key);
  if (hit) return hit;
  const original = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const png = decodePng(original);
  let flat: Buffer = original;
  if (png) {
    const grey = Buffer.alloc(png.width * png.height);
    const hasAlpha = png.channels === 2 || png.channels === 4;
    for (let i = 0; i < grey.length; i++) {
      const p = i * png.channels;
      const luma =
        png.channels >= 3
          ? (png.pixels[p]! * 299 + png.pixels[p + 1]! * 587 + png.pixels[p + 2]! * 114) / 1000
          : png.pixels[p]!;
      const alpha = hasAlpha ? png.pixels[p + png.channels - 1]! / 255 : 1;
      grey[i] = Math.round(luma * alpha + 255 * (1 - alpha));
    }
    flat = encodePng(png.width, png.height, 0, grey);
  }
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, flat);
  return flat;
}
