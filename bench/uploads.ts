/**
 * Site evidence under load (issue 28): 50 workers each send a 1 MB photo at the same moment over
 * the tus protocol (creation, then 256 KB PATCHes) to a server on the embedded database (PGlite,
 * the default), while /api/health is probed every 20 ms. Reports how many were stored, the health
 * checks' p50/p99 and the server's peak memory (VmHWM).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { photo as photoLike } from '../tests/support/images';
import { peakMb } from './documents';
import { seedLarge } from './seed-large';
import { healthWhile } from './export-health';

const WORKERS = 50;
const CHUNK = 256 * 1024;

export type UploadWorld = { dockets: { docketId: number; token: string }[] };

/** Seeds 50 workers with a draft docket each for today: a new embedded data folder, or a server's database. */
export async function seedUploads(where: { dataDir: string } | { url: string }): Promise<UploadWorld> {
  const database = await openDatabase(where);
  try {
    const world = await seedLarge(database.db, { name: 'Bench Uploads', workers: WORKERS + 1, days: 0 });
    const rows = (await database.db.execute(sql`
      insert into dockets (company_id, worker_id, project_id, date, status, entry_type)
      select ${world.companyId}, u.id, (select min(p.id) from projects p where p.company_id = ${world.companyId}),
        current_date, 'draft', 'billable'
      from users u where u.company_id = ${world.companyId} and u.role = 'worker' order by u.id
      returning id, worker_id`)) as unknown as { rows: { id: number; worker_id: number }[] };
    const tokenOf = new Map(world.workers.map((w) => [w.id, w.token]));
    return { dockets: rows.rows.map((r) => ({ docketId: r.id, token: tokenOf.get(r.worker_id)! })) };
  } finally {
    await database.close();
  }
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** One tus upload: creation, then the bytes in CHUNK-sized PATCHes; resolves with the final status. */
async function tusUpload(base: string, token: string, docketId: number, photo: Buffer, n: number) {
  const auth = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const metadata = [
    `docketId ${b64(String(docketId))}`,
    `key ${b64(`bench-${n}-${Date.now()}`)}`,
    `filename ${b64('pour.jpg')}`,
  ].join(',');
  const created = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: { ...auth, 'upload-length': String(photo.length), 'upload-metadata': metadata },
  });
  await created.arrayBuffer();
  if (created.status !== 201) return created.status;
  const location = new URL(created.headers.get('location')!, base).toString();
  let status = 0;
  for (let offset = 0; offset < photo.length; offset += CHUNK) {
    const res = await fetch(location, {
      method: 'PATCH',
      headers: {
        ...auth,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: photo.subarray(offset, offset + CHUNK),
    });
    await res.arrayBuffer();
    status = res.status;
    if (status !== 204 && status !== 200) return status;
  }
  return status;
}

/** The 50 uploads at once with the health probe running; then what the server holds. */
export async function uploadBench(base: string, world: UploadWorld, pid: number) {
  // About 1 MB: a site photo as a phone that did not shrink it sends it.
  const photo = await photoLike(2400, 1800);
  const [warm, ...dockets] = world.dockets;
  // Warm-up (code compiled, statements planned), as the other benches do: one worker's photo first.
  await tusUpload(base, warm!.token, warm!.docketId, photo, -1);
  const { result: statuses, ...health } = await healthWhile(
    base,
    Promise.all(dockets.map((d, i) => tusUpload(base, d.token, d.docketId, photo, i))),
  );
  let stored = 0;
  for (const d of dockets) {
    const res = await fetch(`${base}/api/dockets/${d.docketId}/attachments`, {
      headers: { authorization: `Bearer ${d.token}` },
    });
    const list = (await res.json()) as unknown[];
    stored += Array.isArray(list) ? list.length : 0;
  }
  return {
    photoBytes: photo.length,
    uploads: statuses.length,
    ok: statuses.filter((s) => s === 200 || s === 204).length,
    stored,
    ...health,
    peakMb: peakMb(pid),
  };
}

export type UploadBench = Awaited<ReturnType<typeof uploadBench>>;

export const uploadLines = (m: UploadBench, on: string) =>
  `${m.uploads} workers each uploading a ${(m.photoBytes / 1024 / 1024).toFixed(2)} MB photo at once (${on}): ` +
  `${m.stored} stored (${m.ok} finished uploads) in ${m.seconds.toFixed(2)} s; /api/health ${m.checks} checks, ` +
  `p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, max ${m.max.toFixed(1)} ms, ${m.errors} errors; ` +
  `server peak memory ${m.peakMb.toFixed(0)} MB`;

/** A new embedded data folder for the run, removed with `done`. */
export function uploadDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitedockets-bench-uploads-'));
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}
