import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signaturePng } from '../../../db/factories';
import { createAttachment } from '../../../db/factories/attachments';
import { createPdfRenderer } from '../../../integrations/pdf/pool';
import { databaseFileStore } from '../../../integrations/storage/database-store';
import type { FileStore } from '../../../integrations/storage/file-store';
import { renderProof } from '../../invoicing/xero/proof-files';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { phonePhoto, photo } from '../../../../../tests/support/images';
import { invoicingCompany } from '../../../../../tests/support/invoices';
import { pdfText } from '../../../../../tests/support/pdf';
import { unzip } from '../../../../../tests/support/unzip';
import { docketFileName } from './service';

/** Site evidence in the documents: the docket PDF's photos page, the invoice's proof, the ZIP's originals. */

const renderer = createPdfRenderer(1);
let t: TestApp;
let files: FileStore;
let co: Awaited<ReturnType<typeof invoicingCompany>>;
let withPhotos: Awaited<ReturnType<typeof co.docket>>;
let without: Awaited<ReturnType<typeof co.docket>>;
let attached: Awaited<ReturnType<typeof createAttachment>>[];

const signed = (seed: number) => ({
  signature: signaturePng(seed),
  signedAt: new Date('2026-09-01T06:00:00Z'),
  approvedByName: 'Site Foreman',
});

async function onePagePdf() {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

beforeAll(async () => {
  t = await createTestApp({}, { pdf: renderer });
  files = databaseFileStore(t.db);
  co = await invoicingCompany(t.db);
  withPhotos = await co.docket(signed(1));
  without = await co.docket(signed(2));
  const companyId = co.team.company.id;
  const docketId = withPhotos.id;
  attached = [
    await createAttachment(t.db, files, {
      companyId,
      docketId,
      bytes: await photo(800, 600),
      fileName: 'IMG_0001.JPG',
      caption: 'Finished pour',
    }),
    await createAttachment(t.db, files, {
      companyId,
      docketId,
      bytes: await phonePhoto(-33.8657, 151.2144, '2026:09:01 10:32:00'),
      keepLocation: true,
      fileName: 'hour meter.jpeg',
      caption: 'Excavator hour meter',
    }),
    await createAttachment(t.db, files, {
      companyId,
      docketId,
      bytes: await onePagePdf(),
      fileName: 'Delivery docket (Boral).pdf',
      caption: 'Concrete delivery',
    }),
  ];
});
afterAll(async () => {
  await t.close();
  await renderer.close();
});

const call = client(() => t);

/** The images of a PDF as pdfimages lists them: page and size of each (masks left out). */
function imagesOf(pdf: Buffer): { page: number; width: number; height: number }[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'photos-pdf-')), 'docket.pdf');
  writeFileSync(file, pdf);
  const rows = execFileSync('pdfimages', ['-list', file]).toString().split('\n').slice(2);
  rmSync(path.dirname(file), { recursive: true, force: true });
  return rows
    .map((row) => row.trim().split(/\s+/))
    .filter((cells) => cells[2] === 'image')
    .map((cells) => ({ page: Number(cells[0]), width: Number(cells[3]), height: Number(cells[4]) }));
}
const flat = (text: string) => text.replace(/\s+/g, ' ');
/** The thumbnails' sizes: 320 px on the long side. */
const thumbs = (pdf: Buffer) => imagesOf(pdf).filter((i) => Math.max(i.width, i.height) === 320);

async function docketPdfOf(id: number) {
  const res = await call('GET /api/timesheets/:id/pdf', co.team.admin, { params: { id } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('the docket PDF', () => {
  it('has a page of the photos after the docket, each caption (and where and when) under it, and the files by name', async () => {
    const pdf = await docketPdfOf(withPhotos.id);
    const images = thumbs(pdf);
    expect(images).toHaveLength(2);
    const pages = pdfText(pdf).split('\f');
    const photosPage = pages.findIndex((p) =>
      p.includes(`Photos and files · Daily Docket #${withPhotos.id}`),
    );
    expect(photosPage).toBeGreaterThan(0);
    expect(images.every((i) => i.page === photosPage + 1)).toBe(true);
    const text = flat(pages[photosPage]!);
    expect(text).toContain('Finished pour');
    expect(text).toContain('Excavator hour meter');
    expect(text).toContain('-33.86570, 151.21440');
    expect(text).toMatch(/Taken \d/);
    expect(text).toContain('Delivery docket (Boral).pdf — Concrete delivery');
    // The docket itself is unchanged before it.
    expect(flat(pages[0]!)).toContain(`#${withPhotos.id}`);
  });

  it('has no photos page when the docket has no attachments', async () => {
    const pdf = await docketPdfOf(without.id);
    expect(thumbs(pdf)).toHaveLength(0);
    expect(pdfText(pdf)).not.toContain('Photos and files');
    expect(
      pdfText(pdf)
        .split('\f')
        .filter((p) => p.trim()),
    ).toHaveLength(1);
  });

  it('shows the photos on the foreman’s PDF too (project code, no money)', async () => {
    const res = await call('GET /api/timesheets/:id/pdf', null, {
      params: { id: withPhotos.id },
      query: { projectCode: co.project.code },
    });
    expect(res.statusCode).toBe(200);
    expect(thumbs(res.rawPayload)).toHaveLength(2);
    expect(flat(pdfText(res.rawPayload))).toContain('Excavator hour meter');
  });
});

describe('proof pages', () => {
  it('the tax invoice’s proof pages carry the docket’s photos page', async () => {
    const created = await call('POST /api/companies/:companyId/invoices', co.team.office, {
      params: { companyId: co.team.company.id },
      body: { timesheetIds: [withPhotos.id, without.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await call('GET /api/invoices/:id/pdf', co.team.office, {
      params: { id: created.json().id },
    });
    expect(res.statusCode).toBe(200);
    expect(thumbs(res.rawPayload)).toHaveLength(2);
    const text = flat(pdfText(res.rawPayload));
    expect(text).toContain(`Photos and files · Daily Docket #${withPhotos.id}`);
    expect(text).not.toContain(`Photos and files · Daily Docket #${without.id}`);
  });

  it('a Xero invoice’s proof file carries them', async () => {
    const pdf = await renderProof(
      t.db,
      { appUrl: t.config.appUrl, renderer, files },
      { fileName: 'x.pdf', dockets: [withPhotos] },
    );
    expect(thumbs(pdf)).toHaveLength(2);
    expect(flat(pdfText(pdf))).toContain('Finished pour');
  });
});

describe('the ZIP export', () => {
  it('holds each docket’s originals as stored, in a folder named after its PDF', async () => {
    const res = await call('POST /api/timesheets/export-pdfs', co.team.admin, {
      body: { timesheetIds: [withPhotos.id, without.id] },
    });
    expect(res.statusCode).toBe(200);
    const zip = unzip(res.rawPayload);
    const pdfName = (id: number) =>
      docketFileName({
        id,
        date: id === withPhotos.id ? withPhotos.date : without.date,
        worker: co.team.worker,
      });
    const folder = pdfName(withPhotos.id).replace(/\.pdf$/, '');
    expect([...zip.keys()].sort()).toEqual(
      [
        pdfName(withPhotos.id),
        `${folder}/01-IMG_0001.jpg`,
        `${folder}/02-hour-meter.jpg`,
        `${folder}/03-Delivery-docket-Boral.pdf`,
        pdfName(without.id),
      ].sort(),
    );
    for (const [i, name] of [
      '01-IMG_0001.jpg',
      '02-hour-meter.jpg',
      '03-Delivery-docket-Boral.pdf',
    ].entries())
      expect(zip.get(`${folder}/${name}`)!.equals((await files.get(attached[i]!.originalKey))!.bytes)).toBe(
        true,
      );
  });
});
