import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkPdf } from './pdf';

async function deliveryDocket(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Delivery docket 4471: 6 m3 N32 concrete', { x: 50, y: 780, size: 12 });
  return Buffer.from(await doc.save());
}

describe('checkPdf', () => {
  it('passes a PDF with pages', async () => {
    expect(await checkPdf(await deliveryDocket())).toBe(true);
  });

  it('fails a PDF cut short in transfer', async () => {
    const whole = await deliveryDocket();
    expect(await checkPdf(whole.subarray(0, Math.floor(whole.length / 2)))).toBe(false);
  });

  it('fails bytes that only look like a PDF at both ends', async () => {
    expect(await checkPdf(Buffer.from('%PDF-1.7\nnot really a document\n%%EOF\n'))).toBe(false);
    expect(await checkPdf(Buffer.from('a text file\n%%EOF'))).toBe(false);
  });
});
