import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/dates';
import type { DocketReply } from '../../../../shared/dockets/schemas';
import {
  assignToProject,
  createProject,
  createProjectForeman,
  createProjectRateItem,
  signaturePng,
} from '../../../db/factories';
import { createAttachment } from '../../../db/factories/attachments';
import { docketAttachments, docketEvents, dockets } from '../../../db/schema';
import { databaseFileStore } from '../../../integrations/storage/database-store';
import type { FileStore } from '../../../integrations/storage/file-store';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client as testClient } from '../../../../../tests/support/client';
import { photo } from '../../../../../tests/support/images';
import { companyWithTeam } from '../../../../../tests/support/people';
import { contentHash } from './content-hash';

let t: TestApp;
let files: FileStore;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let project: { id: number; code: string };
let item: { id: number };
let megan: { id: number };
const SIGNATURE = signaturePng(5);
const NOT_FOUND = 'No approved docket has this fingerprint. It may have been changed after approval.';

beforeAll(async () => {
  t = await createTestApp();
  // The app's own store (STORAGE_BACKEND=database): the same table, read by the same code.
  files = databaseFileStore(t.db);
  team = await companyWithTeam(t.db);
  const companyId = team.company.id;
  project = await createProject(t.db, { companyId, name: 'Stormwater', requireApproval: true });
  await assignToProject(t.db, { companyId, projectId: project.id, userId: team.worker.id });
  item = await createProjectRateItem(t.db, { companyId, projectId: project.id, name: 'Labourer' });
  megan = await createProjectForeman(t.db, { companyId, projectId: project.id, foremanName: 'Megan Lee' });
});
afterAll(() => t.close());

const call = testClient(() => t);
let days = 0;

/** A worker's docket sent to Megan, with `photos` photos attached (captioned 'Photo 1'…). */
async function pendingDocket(photos: number) {
  const created = await call('POST /api/timesheets', team.worker, {
    body: {
      date: addDays('2026-07-01', days++),
      projectId: project.id,
      status: 'draft',
      lineItems: [
        {
          projectRateItemId: item.id,
          entryType: 'time',
          startTime: '06:30',
          endTime: '15:30',
          breakMinutes: 30,
        },
      ],
    },
  });
  const docket = created.json();
  await call('PUT /api/timesheets/:id', team.worker, {
    params: { id: docket.id },
    body: { status: 'pending_approval', foremanId: megan.id },
  });
  const attached = [];
  for (let i = 1; i <= photos; i++)
    attached.push(
      await createAttachment(t.db, files, {
        companyId: team.company.id,
        docketId: docket.id,
        bytes: await photo(400 + i * 10, 300),
        caption: `Photo ${i}`,
      }),
    );
  return { docket, attached };
}

const approve = (id: number) =>
  call('POST /api/timesheets/:id/approve', team.worker, {
    params: { id },
    body: { signature: SIGNATURE, foremanId: megan.id },
  });

async function hashOf(id: number) {
  const [row] = await t.db.select({ hash: dockets.contentHash }).from(dockets).where(eq(dockets.id, id));
  return row!.hash!;
}

const verify = (hash: string) => call('GET /api/verify/:hash', null, { params: { hash } });

async function approvedDetails(id: number) {
  const [event] = await t.db
    .select({ details: docketEvents.details })
    .from(docketEvents)
    .where(and(eq(docketEvents.docketId, id), eq(docketEvents.eventType, 'approved')));
  return event!.details as Record<string, unknown>;
}

describe('the fingerprint covers the photos', () => {
  it('records the stored bytes’ hashes at approval; a photo swapped in the store fails /verify', async () => {
    const { docket, attached } = await pendingDocket(2);
    expect((await approve(docket.id)).statusCode).toBe(200);
    const hash = await hashOf(docket.id);
    expect((await approvedDetails(docket.id)).attachmentHashes).toEqual(attached.map((a) => a.sha256));

    const valid = await verify(hash);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({ valid: true, project: 'Stormwater', status: 'approved' });

    // Other bytes under the same key, the row untouched: not what was signed.
    const [first] = attached;
    const original = (await files.get(first!.originalKey))!;
    await files.put(first!.originalKey, await photo(640, 480), {
      companyId: team.company.id,
      contentType: 'image/jpeg',
    });
    const swapped = await verify(hash);
    expect(swapped.statusCode).toBe(404);
    expect(swapped.json()).toMatchObject({ valid: false, message: NOT_FOUND });

    // The signed bytes put back: it verifies again (the check is of the bytes, nothing else changed).
    await files.put(first!.originalKey, original.bytes, {
      companyId: team.company.id,
      contentType: 'image/jpeg',
    });
    expect((await verify(hash)).statusCode).toBe(200);
  });

  it('fails /verify when a row is replaced, added or removed after approval', async () => {
    const { docket, attached } = await pendingDocket(1);
    expect((await approve(docket.id)).statusCode).toBe(200);
    const hash = await hashOf(docket.id);
    expect((await verify(hash)).statusCode).toBe(200);

    // A row pointing at other bytes that match it: the list recorded at approval no longer does.
    const other = await createAttachment(t.db, files, {
      companyId: team.company.id,
      docketId: docket.id,
      bytes: await photo(500, 500),
    });
    expect((await verify(hash)).statusCode).toBe(404);
    await t.db.delete(docketAttachments).where(eq(docketAttachments.id, other.id));
    expect((await verify(hash)).statusCode).toBe(200);

    await t.db
      .update(docketAttachments)
      .set({ originalKey: other.originalKey, sha256: other.sha256 })
      .where(eq(docketAttachments.id, attached[0]!.id));
    expect((await verify(hash)).statusCode).toBe(404);

    await t.db.delete(docketAttachments).where(eq(docketAttachments.docketId, docket.id));
    expect((await verify(hash)).statusCode).toBe(404);
  });

  it('refuses to approve when a stored photo is not the one its row recorded', async () => {
    const { docket, attached } = await pendingDocket(1);
    await files.put(attached[0]!.originalKey, await photo(320, 240), {
      companyId: team.company.id,
      contentType: 'image/jpeg',
    });
    const refused = await approve(docket.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('photos or files changed') });
    const [row] = await t.db
      .select({ status: dockets.status })
      .from(dockets)
      .where(eq(dockets.id, docket.id));
    expect(row!.status).toBe('pending_approval');
  });

  it('covers them when the foreman approves with the project code', async () => {
    const { docket, attached } = await pendingDocket(1);
    const access = await call('POST /api/projects/access-by-code', null, { body: { code: project.code } });
    const grant = { 'x-access-grant': access.json().grant?.token ?? '' };
    const approved = await call('POST /api/timesheets/:id/foreman-approve', null, {
      params: { id: docket.id },
      body: { signature: SIGNATURE, foremanId: megan.id },
      headers: grant,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await approvedDetails(docket.id)).attachmentHashes).toEqual([attached[0]!.sha256]);
    const hash = await hashOf(docket.id);
    expect((await verify(hash)).statusCode).toBe(200);
    await files.put(attached[0]!.originalKey, await photo(300, 300), {
      companyId: team.company.id,
      contentType: 'image/jpeg',
    });
    expect((await verify(hash)).statusCode).toBe(404);
  });

  it('approves and verifies a docket without attachments as before, recording no hashes', async () => {
    const { docket } = await pendingDocket(0);
    expect((await approve(docket.id)).statusCode).toBe(200);
    expect(await approvedDetails(docket.id)).not.toHaveProperty('attachmentHashes');
    expect((await verify(await hashOf(docket.id))).statusCode).toBe(200);
  });
});

describe('contentHash', () => {
  /** A docket as approval reads it: only the fields the canonical text holds. */
  const view = {
    id: 41,
    companyId: 7,
    workerId: 12,
    worker: { firstName: 'Jo', lastName: 'Bloggs ' },
    projectId: 3,
    projectName: 'Stormwater',
    date: '2026-06-01',
    entryType: 'billable',
    startTime: null,
    endTime: null,
    breakMinutes: 0,
    description: null,
    notes: 'Pour done',
    lineItems: [
      {
        name: 'Labourer',
        unit: 'hr',
        entryType: 'time',
        quantity: null,
        startTime: '06:30',
        endTime: '15:30',
        breakMinutes: 30,
        notes: null,
      },
    ],
    totalHours: '8.50',
  } as unknown as DocketReply;

  it('hashes a docket without attachments exactly as before they existed', () => {
    // Computed by the fingerprint's code before issue 28: a hash stored then must still be reproduced.
    const before = '6cc4a33487446e6a16995a05a20fffc1a1433989aabca87ef8c43c0482a21f75';
    expect(contentHash(view, 'data:image/png;base64,AAAA', 'Megan Lee')).toBe(before);
    expect(contentHash(view, 'data:image/png;base64,AAAA', 'Megan Lee', [])).toBe(before);
  });

  it('changes with each attachment hash and their order', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    const hashes = [[a], [b], [a, b], [b, a]].map((list) => contentHash(view, 'sig', 'Megan Lee', list));
    expect(new Set([...hashes, contentHash(view, 'sig', 'Megan Lee')]).size).toBe(5);
  });
});
