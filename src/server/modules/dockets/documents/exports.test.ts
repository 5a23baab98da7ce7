import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createProjectRateItem, signaturePng } from '../../../db/factories';
import { createPdfRenderer } from '../../../integrations/pdf/pool';
import { EXPORT_MAX_DOCKETS } from '../../../../shared/dockets/approvals-schemas';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { bearer, companyWithTeam, signedIn } from '../../../../../tests/support/people';
import { zipEntries } from '../../../../../tests/support/zip';
import { EXPORT_RETRY_SECONDS, EXPORTS_AT_ONCE } from './export-slots';

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let project: { id: number; code: string };
let ids: number[];
let base: string;
const renderer = createPdfRenderer();

/** A large project's month: EXPORT_MAX_DOCKETS signed dockets, each with a time item. */
beforeAll(async () => {
  t = await createTestApp({}, { pdf: renderer });
  team = await companyWithTeam(t.db);
  const companyId = team.company.id;
  project = await createProject(t.db, { companyId, name: 'Rail Yard', requireApproval: true });
  const item = await createProjectRateItem(t.db, { companyId, projectId: project.id, name: 'Labourer' });
  const rows = await t.db.execute(sql`
    insert into dockets (company_id, worker_id, project_id, date, status, entry_type, signature, signed_at,
      approved_by_name, content_hash)
    select ${companyId}, ${team.worker.id}, ${project.id}, date '2026-01-01' + (g % 300), 'approved',
      'billable', ${signaturePng(3)}, now(), 'Megan Lee', md5(g::text) || md5(g::text)
    from generate_series(1, ${EXPORT_MAX_DOCKETS}) g returning id`);
  ids = (rows as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  await t.db.execute(sql`
    insert into docket_line_items (company_id, docket_id, project_rate_item_id, entry_type, start_time,
      end_time, break_minutes, name, unit, rate, tax_rate, position)
    select ${companyId}, d.id, ${item.id}, 'time', '06:30', '15:30', 30, 'Labourer', 'hr', 72, 10, 0
    from dockets d where d.project_id = ${project.id}`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  t.app.server.closeAllConnections(); // this file's keep-alive client sockets, left open by fetch
  await t.close();
});

// Raw fetches to a listening server, not the typed client: a ZIP reply is left streaming (unread) while
// other requests are answered, which inject (it buffers the whole reply) cannot do.
const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
const exportAs = (who: { token: string }, timesheetIds = ids) =>
  post('/api/timesheets/export-pdfs', { timesheetIds }, bearer(who));
const exportByCode = (timesheetIds = ids) =>
  post('/api/timesheets/export-pdfs-foreman', { timesheetIds, projectCode: project.code });

/** The status of a finished reply, read to its end (a reply left unread would hold the server open). */
const statusOf = async (reply: Promise<Response>) => {
  const res = await reply;
  await res.arrayBuffer();
  return res.status;
};

/** An export whose reply has begun (its first PDF is in) and whose ZIP is left unread: it keeps running. */
async function running(started: Promise<Response>) {
  const res = await started;
  expect(res.status).toBe(200);
  return { stop: () => res.body!.cancel() };
}

describe('exports do not stall the server', () => {
  it('answers /api/health while a full-size export is being rendered in the worker pool', async () => {
    const before = renderer.completed;
    const events: string[] = [];
    const started = await exportAs(team.office);
    expect(started.status).toBe(200);
    events.push('export started');
    const finished = started.arrayBuffer().then((zip) => {
      events.push('export finished');
      return Buffer.from(zip);
    });
    const health = await fetch(`${base}/api/health`);
    events.push(`health answered ${health.status}`);
    const zip = await finished;
    expect(events).toEqual(['export started', 'health answered 200', 'export finished']);
    expect(zipEntries(zip)).toHaveLength(EXPORT_MAX_DOCKETS);
    expect(renderer.completed - before).toBe(EXPORT_MAX_DOCKETS);
  }, 120_000); // 1,000 renders at low priority: slow while the rest of the suite has the cores

  it('refuses more dockets than the bound in one request, naming the bound', async () => {
    const res = await exportAs(team.office, [...ids, ...ids.map((id) => id + 1_000_000)].slice(0, 1001));
    expect(res.status).toBe(400);
    const reply = (await res.json()) as { message: string; code: string };
    expect(reply.message).toBe(
      'You can export up to 1,000 dockets at a time. Select fewer and export them in parts.',
    );
    expect(reply.code).toBe('VALIDATION_FAILED');
  });

  it('runs one export per signed-in user at a time, with a 429 and Retry-After meanwhile', async () => {
    const first = await running(exportAs(team.admin));
    const second = await exportAs(team.admin, ids.slice(0, 1));
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe(String(EXPORT_RETRY_SECONDS));
    expect(await second.json()).toEqual({
      message: 'Your last export is still being prepared. Please wait for it to finish.',
      code: 'RATE_LIMITED',
      retryAfterSeconds: EXPORT_RETRY_SECONDS,
    });
    expect(await statusOf(exportAs(team.office, ids.slice(0, 1)))).toBe(200);
    await first.stop();
    await expect.poll(() => statusOf(exportAs(team.admin, ids.slice(0, 1)))).toBe(200);
  });

  it('runs one export per project code holder at a time', async () => {
    const first = await running(exportByCode());
    const second = await exportByCode(ids.slice(0, 1));
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe(String(EXPORT_RETRY_SECONDS));
    await first.stop();
    await expect.poll(() => statusOf(exportByCode(ids.slice(0, 1)))).toBe(200);
  });

  it(`runs at most ${EXPORTS_AT_ONCE} exports at once across the installation`, async () => {
    const people = await Promise.all(
      Array.from({ length: EXPORTS_AT_ONCE + 1 }, () => signedIn(t.db, team.company.id, 'office')),
    );
    const first = [];
    for (const person of people.slice(0, EXPORTS_AT_ONCE)) first.push(await running(exportAs(person)));
    const extra = await exportAs(people.at(-1)!, ids.slice(0, 1));
    expect(extra.status).toBe(429);
    expect(((await extra.json()) as { message: string }).message).toBe(
      'Several exports are being prepared right now. Please try again in a few seconds.',
    );
    await Promise.all(first.map((e) => e.stop()));
    await expect.poll(() => statusOf(exportAs(people.at(-1)!, ids.slice(0, 1)))).toBe(200);
  });
});
