import { existsSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyExports } from '../db/schema';
import type { CompanyExport } from '../../shared/company/export-schemas';
import { body, type TestApp } from '../../../tests/support/app';
import { companyWithEverything, exportApp, exportReady } from '../../../tests/support/company-export';
import { bearer, companyWithTeam, signedIn } from '../../../tests/support/people';
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

const url = (tail = '', companyId = co.companyId) => `/api/companies/${companyId}/exports${tail}`;
const get = (path: string, who: { token: string }) =>
  t.app.inject({ method: 'GET', url: path, headers: bearer(who) });
const post = (path: string, who: { token: string }, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...bearer(who), ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('who may have an export', () => {
  it('is its admin alone: office 403, another admin of the company 404, another company 404', async () => {
    const download = url(`/${ready.id}/download`);
    expect((await get(download, co.team.admin)).statusCode).toBe(200);
    expect((await get(download, co.team.office)).statusCode).toBe(403);
    expect((await post(url(), co.team.office)).statusCode).toBe(403);
    expect((await get(download, co.secondAdmin)).statusCode).toBe(404);
    expect((await get(url(`/${ready.id}`), co.secondAdmin)).statusCode).toBe(404);
    expect(body<{ exports: unknown[] }>(await get(url(), co.secondAdmin)).exports).toEqual([]);
    expect((await get(download, other.admin)).statusCode).toBe(404);
    expect((await get(url(`/${ready.id}/download`, other.company.id), other.admin)).statusCode).toBe(404);
  });

  it('lists the admin’s exports, newest first', async () => {
    const { exports } = body<{ exports: CompanyExport[] }>(await get(url(), co.team.admin));
    expect(exports.map((e) => [e.id, e.status])).toEqual([[ready.id, 'ready']]);
  });
});

describe('starting an export', () => {
  it('while one is being made answers that one and makes no second; another admin’s is a 409', async () => {
    const [running] = await t.db
      .insert(companyExports)
      .values({ companyId: other.company.id, requestedById: other.admin.id, status: 'running', progress: 40 })
      .returning();
    const again = await post(url('', other.company.id), other.admin);
    expect(again.statusCode).toBe(200);
    expect(body<CompanyExport>(again)).toMatchObject({ id: running!.id, status: 'running', progress: 40 });
    const secondAdmin = await signedIn(t.db, other.company.id, 'admin');
    const busy = await post(url('', other.company.id), secondAdmin);
    expect(busy.statusCode).toBe(409);
    expect(body(busy)).toEqual({ message: BUSY_MESSAGE, code: 'CONFLICT' });
    expect(await t.db.$count(companyExports, eq(companyExports.companyId, other.company.id))).toBe(1);
  });

  it('with the same Idempotency-Key twice gives the first reply again', async () => {
    await t.db
      .update(companyExports)
      .set({ status: 'failed' })
      .where(eq(companyExports.companyId, other.company.id));
    const first = await post(url('', other.company.id), other.admin, 'export-press-1');
    expect(first.statusCode).toBe(201);
    const repeat = await post(url('', other.company.id), other.admin, 'export-press-1');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(body<CompanyExport>(repeat).id).toBe(body<CompanyExport>(first).id);
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
    const res = await get(url(`/${ready.id}/download`), co.team.admin);
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ message: EXPIRED_MESSAGE, code: 'NOT_FOUND' });
    expect(existsSync(file)).toBe(false);
    expect(body<CompanyExport>(await get(url(`/${ready.id}`), co.team.admin)).status).toBe('expired');
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
    expect((await post(url(), co.team.admin)).statusCode).toBe(201);
    expect(existsSync(exportFile(t.config, old!.id))).toBe(false);
    const [swept] = await t.db.select().from(companyExports).where(eq(companyExports.id, old!.id));
    expect(swept!.status).toBe('expired');
  });
});
