import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import piexif from 'piexifjs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { phonePhoto, photo } from '../../tests/support/images';
import type { Person } from './world';

/** A file as Playwright's setInputFiles takes it: nothing is read from disk. */
export type PickedFile = { name: string; mimeType: string; buffer: Buffer };

/** Where the journeys' photos were taken: a pit on Parramatta Road, Granville. */
const GRANVILLE = [-33.8327, 151.0115] as const;

/** A phone's JPEG of `width` × `height` with the EXIF a phone writes (tests/support/images.ts phonePhoto: make, serial, GPS). */
export async function phonePhotoOfSize(width: number, height: number, takenAt: string): Promise<Buffer> {
  const [lat, long] = GRANVILLE;
  const exif = piexif.load((await phonePhoto(lat, long, takenAt)).toString('binary'));
  const jpeg = await photo(width, height);
  return Buffer.from(piexif.insert(piexif.dump(exif), jpeg.toString('binary')), 'binary');
}

/** A one-page PDF with a line of text, as a supplier's delivery docket might be. */
export async function deliveryDocketPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf
    .addPage([595, 842])
    .drawText('Delivery docket 4471: 6 m³ N32 concrete', { x: 50, y: 780, size: 14, font });
  return Buffer.from(await pdf.save());
}

/** GET `apiPath` as `person` (Bearer token), the reply's bytes; fails unless it answers 200. */
export async function download(page: Page, person: Person, apiPath: string): Promise<Buffer> {
  const reply = await page.request.get(apiPath, { headers: { Authorization: `Bearer ${person.token}` } });
  if (reply.status() !== 200) throw new Error(`GET ${apiPath}: ${reply.status()} ${await reply.text()}`);
  return reply.body();
}

/** How many images a PDF holds, as poppler's `pdfimages -list` lists them (one row an image). */
export async function pdfImageCount(pdf: Buffer): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitedockets-e2e-pdf-'));
  try {
    const file = path.join(dir, 'docket.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdfimages', ['-list', file]);
    // Two header lines ('page num type…' and a rule), then one line per image.
    return stdout.trim().split('\n').slice(2).length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
