import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffUpload, UNSUPPORTED_UPLOAD_MESSAGE } from './sniff';
import { photo, undecodableHeic } from '../../../../tests/support/images';

const solid = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } });

describe('sniffUpload: the type from the bytes alone', () => {
  it('knows JPEG, PNG, WebP, HEIC and PDF by their first bytes', async () => {
    expect(sniffUpload(await photo(16, 16))).toEqual({ kind: 'image', mime: 'image/jpeg' });
    expect(sniffUpload(await solid().png().toBuffer())).toEqual({ kind: 'image', mime: 'image/png' });
    expect(sniffUpload(await solid().webp().toBuffer())).toEqual({ kind: 'image', mime: 'image/webp' });
    expect(sniffUpload(await undecodableHeic())).toEqual({ kind: 'image', mime: 'image/heic' });
    expect(sniffUpload(Buffer.from('%PDF-1.7\n'))).toEqual({ kind: 'pdf', mime: 'application/pdf' });
  });

  it('refuses a text file whatever it is called, and formats not on the list', async () => {
    // What a browser would send as "site-photo.jpg" with Content-Type image/jpeg: the name plays no part.
    expect(sniffUpload(Buffer.from('These are my notes, not a photo.\n'))).toBeNull();
    expect(sniffUpload(Buffer.alloc(0))).toBeNull();
    expect(sniffUpload(await solid().gif().toBuffer())).toBeNull();
    expect(sniffUpload(await solid().avif().toBuffer())).toBeNull();
    expect(UNSUPPORTED_UPLOAD_MESSAGE).toMatch(/JPEG, PNG, HEIC, WebP\) and PDF/);
  });
});
