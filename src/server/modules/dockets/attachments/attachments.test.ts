import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { Upload, type DetailedError } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from '../../../../shared/dockets/attachments/limits';
import type { AttachmentReply } from '../../../../shared/dockets/attachments/schemas';
import { eventWording, type EventLike } from '../../../../shared/dockets/event-text';
import { issueGrant } from '../../../access/grants';
import { assignToProject, createDocket, createProject, uniq } from '../../../db/factories';
import { docketAttachments, dockets } from '../../../db/schema';
import { UNSUPPORTED_UPLOAD_MESSAGE } from '../../../integrations/images/sniff';
import { databaseFileStore } from '../../../integrations/storage/database-store';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { bombPng, phonePhoto, photo, undecodableHeic } from '../../../../../tests/support/images';
import { closeListening, openStream } from '../../../../../tests/support/live';
import { bearer, companyWithTeam, signedIn, type Person } from '../../../../../tests/support/people';
import { deleteDocket } from '../remove';
import { DAMAGED_PDF_MESSAGE, UNDECODED_HEIC_MESSAGE } from './prepare';
import { locationOf, tusSteps } from './test-uploads';
import { TUS_BODY_TYPE } from './tus';

/**
 * Site evidence (issue 28) through the API: resumable uploads (tus) with the docket's rules, what
 * the bytes are decides what is kept, the limits, and every read by the docket's own access.
 */
let t: TestApp;
let dataDir: string;
let base: string;
const tus = tusSteps(() => t.app);
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
let otherWorker: Person;
let project: { id: number };
let jpeg: Buffer;
let pdf: Buffer;

/** 200 MB a company here: the limit's test fills one company to it. */
const LIMIT_MB = 200;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'attachments-'));
  t = await createTestApp({ DATA_DIR: dataDir, STORAGE_COMPANY_LIMIT_MB: String(LIMIT_MB) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  team = await companyWithTeam(t.db);
  other = await companyWithTeam(t.db);
  otherWorker = await signedIn(t.db, team.company.id, 'worker');
  project = await createProject(t.db, { companyId: team.company.id, requireApproval: true });
  await assignToProject(t.db, { companyId: team.company.id, projectId: project.id, userId: team.foreman.id });
  jpeg = await photo(640, 480);
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  pdf = Buffer.from(await doc.save());
});
afterAll(async () => {
  await closeListening(t.app.server, t.close);
  await fs.rm(dataDir, { recursive: true, force: true });
});

let day = 0;
const draftOf = (workerId: number, companyId = team.company.id, status: 'draft' | 'approved' = 'draft') =>
  createDocket(t.db, {
    companyId,
    workerId,
    projectId: companyId === team.company.id ? project.id : null,
    date: `2026-0${1 + (Math.floor(day / 28) % 9)}-${String(1 + (day++ % 28)).padStart(2, '0')}`,
    status,
  });
const key = () => `k-${uniq()}`;
const get = (who: { token: string } | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(who ? bearer(who) : {}), ...headers } });
/** The database file store the app keeps its files in (STORAGE_BACKEND unset). */
const files = () => databaseFileStore(t.db);
const rowsOf = (docketId: number) =>
  t.db.select().from(docketAttachments).where(eq(docketAttachments.docketId, docketId));

describe('a resumable upload', () => {
  it('takes a photo in two parts, with its offset asked in between, and answers the attachment', async () => {
    const docket = await draftOf(team.worker.id);
    const photoKey = key();
    const created = await tus.create(
      team.worker,
      { docketId: docket.id, key: photoKey, caption: 'Pour' },
      jpeg.length,
    );
    expect(created.statusCode, created.body).toBe(201);
    const location = locationOf(created);
    expect(location).toMatch(/^\/api\/uploads\/c\d+u\d+-[0-9a-f]{32}$/);
    expect(created.headers['tus-resumable']).toBe('1.0.0');

    const half = Math.floor(jpeg.length / 2);
    const first = await tus.patch(team.worker, location, 0, jpeg.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    // The connection dropped: the phone asks how much arrived and sends the rest from there.
    const head = await tus.head(team.worker, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(jpeg.length));
    expect(head.headers['cache-control']).toBe('no-store');
    const wrong = await tus.patch(team.worker, location, 0, jpeg.subarray(half));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'CONFLICT' });

    const last = await tus.patch(team.worker, location, half, jpeg.subarray(half));
    expect(last.statusCode, last.body).toBe(200);
    expect(last.headers['content-type']).toMatch(/^application\/json/);
    expect(last.headers['upload-offset']).toBe(String(jpeg.length));
    const attachment = last.json<AttachmentReply>();
    expect(attachment).toMatchObject({
      docketId: docket.id,
      kind: 'photo',
      contentType: 'image/jpeg',
      fileName: 'photo.jpg',
      caption: 'Pour',
      key: photoKey,
      width: 640,
      height: 480,
      hasPreview: true,
      takenAt: null,
      latitude: null,
      uploadedByName: `${team.worker.firstName} ${team.worker.lastName}`.trim(),
    });

    // The partial file is gone once the attachment is made.
    expect((await tus.head(team.worker, location)).statusCode).toBe(404);
    const list = await get(team.office, `/api/dockets/${docket.id}/attachments`);
    expect(list.json()).toEqual([attachment]);
    const original = await get(
      team.worker,
      `/api/dockets/${docket.id}/attachments/${attachment.id}/original`,
    );
    expect(original.statusCode).toBe(200);
    expect(original.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
      'content-disposition': 'inline; filename="photo.jpg"; filename*=UTF-8\'\'photo.jpg',
    });
    const thumb = await get(team.worker, `/api/dockets/${docket.id}/attachments/${attachment.id}/thumb`);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
  });

  it('is what tus-js-client sends and reads: chunks, then the attachment from the last response', async () => {
    const docket = await draftOf(team.worker.id);
    const sent = key();
    const body = await new Promise<string>((resolve, reject) => {
      const upload = new Upload(jpeg, {
        endpoint: `${base}/api/uploads`,
        headers: bearer(team.worker),
        chunkSize: 16 * 1024,
        retryDelays: [],
        metadata: { docketId: String(docket.id), key: sent, filename: 'slab.jpg' },
        onSuccess: ({ lastResponse }) => resolve(lastResponse.getBody() as string),
        onError: reject,
      });
      upload.start();
    });
    expect(JSON.parse(body)).toMatchObject({ docketId: docket.id, fileName: 'slab.jpg', kind: 'photo' });

    const refused = await new Promise<DetailedError>((resolve, reject) => {
      new Upload(Buffer.from('plain text, not a photo'), {
        endpoint: `${base}/api/uploads`,
        headers: bearer(team.worker),
        retryDelays: [],
        metadata: { docketId: String(docket.id), key: key(), filename: 'notes.jpg' },
        onSuccess: () => reject(new Error('a text file was taken')),
        onError: (error) => resolve(error as DetailedError),
      }).start();
    });
    expect(refused.originalResponse?.getStatus()).toBe(415);
    expect(JSON.parse(refused.originalResponse!.getBody())).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('keeps what arrived of a PATCH whose connection dropped, and takes the rest from there', async () => {
    const docket = await draftOf(team.worker.id);
    const created = await tus.create(team.worker, { docketId: docket.id, key: key() }, jpeg.length);
    const location = locationOf(created);
    const half = Math.floor(jpeg.length / 2);
    // The phone's signal goes half way through its only PATCH: the request announced every byte.
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        `PATCH ${location} HTTP/1.1`,
        'host: 127.0.0.1',
        `authorization: Bearer ${team.worker.token}`,
        'tus-resumable: 1.0.0',
        'upload-offset: 0',
        `content-type: ${TUS_BODY_TYPE}`,
        `content-length: ${jpeg.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(jpeg.subarray(0, half));
    const partial = path.join(dataDir, 'uploads', location.split('/').pop()!);
    await expect.poll(async () => (await fs.stat(partial)).size, { timeout: 10_000 }).toBe(half);
    socket.destroy();

    const head = await tus.head(team.worker, location);
    expect(head.headers['upload-offset']).toBe(String(half));
    const last = await tus.patch(team.worker, location, half, jpeg.subarray(half));
    expect(last.statusCode, last.body).toBe(200);
    const [row] = await rowsOf(docket.id);
    expect(row?.sizeBytes).toBeGreaterThan(0);
    expect((await tus.head(team.worker, location)).statusCode).toBe(404);
  });

  it("tells the docket's live stream that a photo arrived", async () => {
    const docket = await draftOf(team.worker.id);
    const stream = await openStream(`${base}/api/live`, bearer(team.office));
    try {
      await stream.until((e) => e.kind === 'hello');
      const res = await tus.upload(team.worker, { docketId: docket.id, key: key() }, jpeg);
      expect(res.statusCode).toBe(200);
      await stream.until((e) => e.kind === 'docket' && e.id === docket.id);
    } finally {
      await stream.close();
    }
  });

  it("is another person's upload to no one else: its offset, bytes and cancelling are not found", async () => {
    const docket = await draftOf(team.worker.id);
    const location = locationOf(
      await tus.create(team.worker, { docketId: docket.id, key: key() }, jpeg.length),
    );
    for (const who of [team.admin, otherWorker, other.admin]) {
      expect((await tus.head(who, location)).statusCode).toBe(404);
      const patch = await tus.patch(who, location, 0, jpeg);
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toEqual({ message: 'Upload not found', code: 'NOT_FOUND' });
      expect((await tus.cancel(who, location)).statusCode).toBe(404);
    }
    expect((await tus.cancel(team.worker, location)).statusCode).toBe(204);
    expect((await tus.head(team.worker, location)).statusCode).toBe(404);
    expect((await tus.create(null, { docketId: docket.id, key: key() }, 10)).statusCode).toBe(401);
  });

  it('answers a step without Tus-Resumable with a JSON refusal', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: bearer(team.worker) });
    expect(res.statusCode).toBe(412);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ message: 'Tus-Resumable Required', code: 'BAD_REQUEST' });
  });

  it('gives a repeat of a finished key the row it made, and makes no second one', async () => {
    const docket = await draftOf(team.worker.id);
    const sending = { docketId: docket.id, key: key() };
    const first = await tus.upload(team.worker, sending, jpeg);
    const again = await tus.upload(team.worker, sending, jpeg);
    expect(again.statusCode).toBe(200);
    expect(again.attachment().id).toBe(first.attachment().id);
    expect(await rowsOf(docket.id)).toHaveLength(1);
    // Even once the docket is approved, the phone that lost the reply gets its row back.
    await t.db.update(dockets).set({ status: 'approved' }).where(eq(dockets.id, docket.id));
    const late = await tus.upload(team.worker, sending, jpeg);
    expect(late.statusCode).toBe(200);
    expect(late.attachment().id).toBe(first.attachment().id);
  });
});

describe('what is kept is decided by the bytes', () => {
  it('refuses a text file named .jpg with 415 and a message', async () => {
    const docket = await draftOf(team.worker.id);
    const text = Buffer.from('not a photo at all, just words\n'.repeat(20));
    const res = await tus.upload(
      team.worker,
      { docketId: docket.id, key: key(), filename: 'pour.jpg' },
      text,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: UNSUPPORTED_UPLOAD_MESSAGE, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await rowsOf(docket.id)).toEqual([]);
  });

  it('refuses a decompression bomb with 413', async () => {
    const docket = await draftOf(team.worker.id);
    const res = await tus.upload(team.worker, { docketId: docket.id, key: key() }, bombPng(30_000, 30_000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(/too large/),
    });
  });

  it('refuses a HEIC it cannot convert (422): its position and serial could not be removed', async () => {
    const docket = await draftOf(team.worker.id);
    const heic = await undecodableHeic();
    const res = await tus.upload(
      team.worker,
      { docketId: docket.id, key: key(), filename: 'IMG_1.HEIC' },
      heic,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: UNDECODED_HEIC_MESSAGE, code: 'UNREADABLE_FILE' });
  });

  it('keeps a PDF as sent, with no view or thumbnail, and refuses a fake one with 422', async () => {
    const docket = await draftOf(team.worker.id);
    const res = await tus.upload(
      team.worker,
      { docketId: docket.id, key: key(), filename: 'delivery.pdf' },
      pdf,
    );
    expect(res.statusCode, res.body).toBe(200);
    const attachment = res.attachment();
    expect(attachment).toMatchObject({ kind: 'file', contentType: 'application/pdf', hasPreview: false });
    const url = `/api/dockets/${docket.id}/attachments/${attachment.id}`;
    const original = await get(team.worker, `${url}/original`);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.rawPayload.equals(pdf)).toBe(true);
    expect((await get(team.worker, `${url}/view`)).statusCode).toBe(404);
    expect((await get(team.worker, `${url}/thumb`)).statusCode).toBe(404);

    const fake = Buffer.from('%PDF-1.7\nthis is not a document\n%%EOF\n');
    const refused = await tus.upload(team.worker, { docketId: docket.id, key: key() }, fake);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: DAMAGED_PDF_MESSAGE, code: 'UNREADABLE_FILE' });
  });

  it('strips where and when a photo was taken unless the company keeps them', async () => {
    const docket = await draftOf(team.worker.id);
    const taken = await phonePhoto(-33.8688, 151.2093, '2026:11:20 07:42:10');
    const stripped = (await tus.upload(team.worker, { docketId: docket.id, key: key() }, taken)).attachment();
    expect(stripped).toMatchObject({ takenAt: null, latitude: null, longitude: null });
    const bytes = await get(team.worker, `/api/dockets/${docket.id}/attachments/${stripped.id}/original`);
    expect(await exifr.gps(bytes.rawPayload)).toBeUndefined();
    expect(await exifr.parse(bytes.rawPayload)).toBeUndefined();

    const on = await t.app.inject({
      method: 'PATCH',
      url: '/api/attachments/settings',
      headers: bearer(team.admin),
      payload: { keepPhotoPlace: true },
    });
    expect(on.json()).toMatchObject({ keepPhotoPlace: true, limitBytes: LIMIT_MB * 1024 * 1024 });
    try {
      const kept = (await tus.upload(team.worker, { docketId: docket.id, key: key() }, taken)).attachment();
      expect(kept.takenAt).toBe('2026-11-19T21:42:10.000Z');
      expect(kept.latitude).toBeCloseTo(-33.8688, 3);
      expect(kept.longitude).toBeCloseTo(151.2093, 3);
      // The position is a field of the row, never left in the bytes.
      const keptBytes = await get(team.worker, `/api/dockets/${docket.id}/attachments/${kept.id}/original`);
      expect(await exifr.gps(keptBytes.rawPayload)).toBeUndefined();
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/attachments/settings',
        headers: bearer(team.admin),
        payload: { keepPhotoPlace: false },
      });
    }
  });
});

describe('the limits', () => {
  it('refuses a file over 15 MB when the upload starts (413)', async () => {
    const docket = await draftOf(team.worker.id);
    const res = await tus.create(team.worker, { docketId: docket.id, key: key() }, MAX_ATTACHMENT_BYTES + 1);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: ATTACHMENT_MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });

  /** Rows as an upload leaves them, without their bytes (what the limits count). */
  const fill = (docketId: number, companyId: number, count: number, storedBytes = 1000) =>
    t.db.insert(docketAttachments).values(
      Array.from({ length: count }, () => {
        const k = key();
        return {
          companyId,
          docketId,
          clientKey: k,
          kind: 'photo',
          contentType: 'image/jpeg',
          fileName: 'photo.jpg',
          sizeBytes: storedBytes,
          sha256: '0'.repeat(64),
          storedBytes,
          originalKey: `c${companyId}/dockets/${docketId}/${k}/original`,
        };
      }),
    );

  it(`refuses a ${MAX_ATTACHMENTS + 1}st attachment on a docket (409)`, async () => {
    const docket = await draftOf(team.worker.id);
    await fill(docket.id, team.company.id, MAX_ATTACHMENTS);
    const res = await tus.create(team.worker, { docketId: docket.id, key: key() }, jpeg.length);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: ATTACHMENT_MESSAGES.tooMany, code: 'TOO_MANY_ATTACHMENTS' });
  });

  it("refuses an upload past the company's storage limit (413), and Settings shows the use", async () => {
    const full = await companyWithTeam(t.db);
    const docket = await draftOf(full.worker.id, full.company.id);
    await fill(docket.id, full.company.id, 1, LIMIT_MB * 1024 * 1024 - 100);
    const res = await tus.create(full.worker, { docketId: docket.id, key: key() }, 101);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: ATTACHMENT_MESSAGES.companyFull, code: 'COMPANY_STORAGE_FULL' });
    const settings = await get(full.admin, '/api/attachments/settings');
    expect(settings.json()).toEqual({
      keepPhotoPlace: false,
      usedBytes: LIMIT_MB * 1024 * 1024 - 100,
      limitBytes: LIMIT_MB * 1024 * 1024,
    });
    expect((await get(full.worker, '/api/attachments/settings')).statusCode).toBe(403);
  });
});

describe("an approved docket's photos and files are what was signed", () => {
  it('refuses an upload, a caption and a removal (409)', async () => {
    const docket = await draftOf(team.worker.id);
    const attachment = (
      await tus.upload(team.worker, { docketId: docket.id, key: key() }, jpeg)
    ).attachment();
    await t.db.update(dockets).set({ status: 'approved' }).where(eq(dockets.id, docket.id));
    const refusal = { message: ATTACHMENT_MESSAGES.approved, code: 'ALREADY_APPROVED' };

    const created = await tus.create(team.office, { docketId: docket.id, key: key() }, jpeg.length);
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual(refusal);
    const url = `/api/dockets/${docket.id}/attachments/${attachment.id}`;
    const caption = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(team.office),
      payload: { caption: 'x' },
    });
    expect(caption.statusCode).toBe(409);
    expect(caption.json()).toMatchObject(refusal);
    const removed = await t.app.inject({ method: 'DELETE', url, headers: bearer(team.admin) });
    expect(removed.statusCode).toBe(409);
    expect(await rowsOf(docket.id)).toHaveLength(1);
  });

  it('refuses the last PATCH when the docket was approved while the bytes travelled', async () => {
    const docket = await draftOf(team.worker.id);
    const location = locationOf(
      await tus.create(team.worker, { docketId: docket.id, key: key() }, jpeg.length),
    );
    await t.db.update(dockets).set({ status: 'approved' }).where(eq(dockets.id, docket.id));
    const res = await tus.patch(team.worker, location, 0, jpeg);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_APPROVED' });
    expect(await rowsOf(docket.id)).toEqual([]);
  });
});

describe('a docket completed without approval was never signed', () => {
  it('takes the photos sent after it (Complete Entry on site), until it is invoiced', async () => {
    const docket = await draftOf(team.worker.id);
    await t.db
      .update(dockets)
      .set({ status: 'approved', approvalMethod: 'complete' })
      .where(eq(dockets.id, docket.id));
    const sent = await tus.upload(team.worker, { docketId: docket.id, key: key() }, jpeg);
    expect(sent.attachment().docketId).toBe(docket.id);
    await t.db.update(dockets).set({ invoiced: true }).where(eq(dockets.id, docket.id));
    const later = await tus.create(team.worker, { docketId: docket.id, key: key() }, jpeg.length);
    expect(later.statusCode).toBe(409);
    expect(await rowsOf(docket.id)).toHaveLength(1);
  });
});

describe('caption and removal', () => {
  it('changes only the caption sent, and removes an attachment with its files', async () => {
    const docket = await draftOf(team.worker.id);
    const attachment = (
      await tus.upload(team.worker, { docketId: docket.id, key: key(), caption: 'Old' }, jpeg)
    ).attachment();
    const url = `/api/dockets/${docket.id}/attachments/${attachment.id}`;
    const changed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(team.worker),
      payload: { caption: 'Slab poured' },
    });
    expect(changed.json()).toEqual({ ...attachment, caption: 'Slab poured' });
    const cleared = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(team.worker),
      payload: { caption: '' },
    });
    expect(cleared.json()).toMatchObject({ caption: null });
    // The foreman sees the docket (a draft on their project) but may not change it.
    const foreman = await t.app.inject({ method: 'DELETE', url, headers: bearer(team.foreman) });
    expect(foreman.statusCode).toBe(403);

    const [row] = await rowsOf(docket.id);
    const removed = await t.app.inject({ method: 'DELETE', url, headers: bearer(team.worker) });
    expect(removed.json()).toEqual({ message: 'Attachment removed' });
    expect(await rowsOf(docket.id)).toEqual([]);
    for (const k of [row!.originalKey, row!.viewKey!, row!.thumbKey!])
      expect(await files().get(k)).toBeNull();

    // The timeline tells both.
    const events = await get(team.office, `/api/timesheets/${docket.id}/events`);
    const words = events
      .json<EventLike[]>()
      .filter((e) => e.eventType.startsWith('attachment_'))
      .map((e) => eventWording(e));
    expect(words).toEqual([
      { title: 'Photo added', detail: 'photo.jpg' },
      { title: 'Photo removed', detail: 'photo.jpg' },
    ]);
  });

  it("removes a deleted draft's files", async () => {
    const docket = await draftOf(team.worker.id);
    await tus.upload(team.worker, { docketId: docket.id, key: key() }, jpeg);
    const [row] = await rowsOf(docket.id);
    const actor = {
      userId: team.worker.id,
      companyId: team.company.id,
      role: 'worker' as const,
      sessionId: 0,
    };
    await deleteDocket(t.db, actor, docket.id, files());
    expect(await files().get(row!.originalKey)).toBeNull();
  });
});

describe('reads follow the docket', () => {
  let docket: { id: number };
  let attachment: AttachmentReply;
  let otherDocket: { id: number };
  beforeAll(async () => {
    docket = await draftOf(team.worker.id);
    attachment = (await tus.upload(team.worker, { docketId: docket.id, key: key() }, jpeg)).attachment();
    otherDocket = await draftOf(team.worker.id);
  });
  const fileUrl = (docketId: number, id = attachment.id) => `/api/dockets/${docketId}/attachments/${id}/view`;

  it('lets the worker, office and admin read; not another worker, nor another company (404)', async () => {
    for (const who of [team.worker, team.office, team.admin])
      expect((await get(who, fileUrl(docket.id))).statusCode).toBe(200);
    for (const who of [otherWorker, other.admin]) {
      expect((await get(who, fileUrl(docket.id))).statusCode).toBe(404);
      expect((await get(who, `/api/dockets/${docket.id}/attachments`)).statusCode).toBe(404);
    }
  });

  it("does not read one docket's attachment through another docket (404)", async () => {
    expect((await get(team.worker, fileUrl(otherDocket.id))).statusCode).toBe(404);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/dockets/${otherDocket.id}/attachments/${attachment.id}`,
      headers: bearer(team.worker),
      payload: { caption: 'x' },
    });
    expect(change.statusCode).toBe(404);
  });

  it("opens a grant's docket only", async () => {
    const grant = await issueGrant(t.db, {
      companyId: team.company.id,
      projectId: project.id,
      docketId: docket.id,
      kind: 'approval_link',
    });
    await t.db.update(dockets).set({ status: 'pending_approval' }).where(eq(dockets.id, docket.id));
    const headers = { 'x-access-grant': grant.token };
    const list = await get(null, `/api/foreman/timesheets/${docket.id}/attachments`, headers);
    expect(list.json()).toEqual([attachment]);
    const file = await get(
      null,
      `/api/foreman/timesheets/${docket.id}/attachments/${attachment.id}/thumb`,
      headers,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(
      (await get(null, `/api/foreman/timesheets/${otherDocket.id}/attachments`, headers)).statusCode,
    ).toBe(404);
    const elsewhere = `/api/foreman/timesheets/${otherDocket.id}/attachments/${attachment.id}/thumb`;
    expect((await get(null, elsewhere, headers)).statusCode).toBe(404);
    expect((await get(null, `/api/foreman/timesheets/${docket.id}/attachments`)).statusCode).toBe(401);
  });
});
