import { existsSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyExports } from '../db/schema';
import type { CompanyExport } from '../../shared/company/export-schemas';
import { body, type TestApp } from '../../../tests/support/app';
import { client } from '../../../tests/support/client';
import { companyWithEverything, exportApp, exportReady } from '../../../tests/support/company-export';
import { companyWithTeam, signedIn } from '../../../tests/support/people';
import { exportFile } from './files';
import { BUSY_MESSAGE, EXPIRED_MESSAGE } from './service';

let t: TestApp;
let co: Awaited<ReturnType<typeof companyWithEverything>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
let ready: CompanyExport;
beforeAll(async () => {
  t = await exportApp();
  co = await companyWithEverything(t);
  other = await companyWithTeam(t.db);
  ({ view: ready } = await exportReady(t, co.companyId, co.team.admin));
}, 300_000);
afterAll(() => t.close());

const call = client(() => t);
type Who = { token: string };
const list = (who: Who) =>
  call('GET /api/companies/:companyId/exports', who, { params: { companyId: co.companyId } });
const start = (who: Who, companyId = co.companyId, idempotencyKey?: string) =>
  call('POST /api/companies/:companyId/exports', who, { params: { companyId }, idempotencyKey });
/** The ready export, as its own company's admin asks for it (or another company's, by theirs). */
const theExport = (companyId = co.companyId) => ({ params: { companyId, exportId: ready.id } });
const view = (who: Who) => call('GET /api/companies/:companyId/exports/:exportId', who, theExport());
const download = (who: Who, companyId = co.companyId) =>
  call('GET /api/companies/:companyId/exports/:exportId/download', who, theExport(companyId));

describe('who may have an export', () => {
  it('is its admin alone: office 403, another admin of the company 404, another company 404', async () => {
    expect((await download(co.team.admin)).statusCode).toBe(200);
    expect((await download(co.team.office)).statusCode).toBe(403);
    expect((await start(co.team.office)).statusCode).toBe(403);
    expect((await download(co.secondAdmin)).statusCode).toBe(404);
    expect((await view(co.secondAdmin)).statusCode).toBe(404);
    expect((await list(co.secondAdmin)).json().exports).toEqual([]);
    expect((await download(other.admin)).statusCode).toBe(404);
    expect((await download(other.admin, other.company.id)).statusCode).toBe(404);
  });

  it('lists the admin’s exports, newest first', async () => {
    const { exports } = (await list(co.team.admin)).json();
    expect(exports.map((e) => [e.id, e.status])).toEqual([[ready.id, 'ready']]);
  });
});

describe('starting an export', () => {
  it('while one is being made answers that one and makes no second; another admin’s is a 409', async () => {
    const [running] = await t.db
      .insert(companyExports)
      .values({ companyId: other.company.id, requestedById: other.admin.id, status: 'running', progress: 40 })
      .returning();
    const again = await start(other.admin, other.company.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: running!.id, status: 'running', progress: 40 });
    const secondAdmin = await signedIn(t.db, other.company.id, 'admin');
    const busy = await start(secondAdmin, other.company.id);
    expect(busy.statusCode).toBe(409);
    expect(body(busy)).toEqual({ message: BUSY_MESSAGE, code: 'CONFLICT' });
    expect(await t.db.$count(companyExports, eq(companyExports.companyId, other.company.id))).toBe(1);
  });

  it('with the same Idempotency-Key twice gives the first reply again', async () => {
    await t.db
      .update(companyExports)
      .set({ status: 'failed' })
      .where(eq(companyExports.companyId, other.company.id));
    const first = await start(other.admin, other.company.id, 'export-press-1');
    expect(first.statusCode).toBe(201);
    const repeat = await start(other.admin, other.company.id, 'export-press-1');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json().id).toBe(first.json().id);
  });
});

describe('an expired export', () => {
  it('is not found (404) once past its expiry, and its file is deleted', async () => {
    const file = exportFile(t.config, ready.id);
    expect(existsSync(file)).toBe(true);
    await t.db
      .update(companyExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyExports.id, ready.id));
    const res = await download(co.team.admin);
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ message: EXPIRED_MESSAGE, code: 'NOT_FOUND' });
    expect(existsSync(file)).toBe(false);
    expect((await view(co.team.admin)).json().status).toBe('expired');
  });

  it('has its file deleted when a new export starts (the sweep)', async () => {
    const [old] = await t.db
      .insert(companyExports)
      .values({
        companyId: co.companyId,
        requestedById: co.secondAdmin.id,
        status: 'ready',
        fileName: 'x.zip',
        sizeBytes: 1,
        expiresAt: new Date(Date.now() - 1000),
      })
      .returning();
    writeFileSync(exportFile(t.config, old!.id), 'PK');
    expect((await start(co.team.admin)).statusCode).toBe(201);
    expect(existsSync(exportFile(t.config, old!.id))).toBe(false);
    const [swept] = await t.db.select().from(companyExports).where(eq(companyExports.id, old!.id));
    expect(swept!.status).toBe('expired');
  });
});
