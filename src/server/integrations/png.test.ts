import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { decodePng, encodePng } from './png';
import { signatureForPdf } from './pdf/flatten-signature';
import { signaturePng } from '../db/factories/signature-png';

describe('PNG codec', () => {
  it('decodes what it encodes', () => {
    const pixels = Buffer.from(Array.from({ length: 5 * 3 * 4 }, (_, i) => (i * 37) % 256));
    const decoded = decodePng(encodePng(5, 3, 6, pixels));
    expect(decoded).toMatchObject({ width: 5, height: 3, channels: 4 });
    expect(decoded!.pixels.equals(pixels)).toBe(true);
  });

  it('undoes every row filter (as browsers write them)', () => {
    // Two grey rows, 3 pixels, written with filters Sub, Up, Average and Paeth.
    const header = encodePng(3, 2, 0, Buffer.alloc(6)).subarray(0, 33);
    for (const filter of [1, 2, 3, 4]) {
      const raw = Buffer.from([0, 10, 20, 30, filter, 1, 2, 3]);
      const idat = deflateSync(raw);
      const len = Buffer.alloc(4);
      len.writeUInt32BE(idat.length);
      const png = Buffer.concat([
        header,
        len,
        Buffer.from('IDAT'),
        idat,
        Buffer.alloc(4),
        Buffer.from([0, 0, 0, 0]),
        Buffer.from('IEND'),
        Buffer.alloc(4),
      ]);
      const row2 = decodePng(png)!.pixels.subarray(3);
      const expected = { 1: [1, 3, 6], 2: [11, 22, 33], 3: [6, 15, 25], 4: [11, 22, 33] }[filter]!;
      expect([...row2], `filter ${filter}`).toEqual(expected);
    }
  });

  it('flattens a transparent signature to ink on white in one grey channel', () => {
    const flat = decodePng(signatureForPdf(signaturePng(2)))!;
    expect(flat.channels).toBe(1);
    expect(flat.pixels[0]).toBe(255);
    expect(Math.min(...flat.pixels)).toBeLessThan(60);
  });
});
