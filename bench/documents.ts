import fs from 'node:fs';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { signaturePng } from '../src/server/db/factories';
import { companies, docketEvents, dockets } from '../src/server/db/schema';
import { renderDocketPdf } from '../src/server/integrations/pdf/docket-pdf';
import { docketViews } from '../src/server/modules/dockets/views';
import type { LargeWorld } from './seed-large';

/** Gives the first `n` dockets of the company a signature, so every PDF carries an image. */
export async function signDockets(db: Db, world: LargeWorld, n: number): Promise<number[]> {
  const rows = await db
    .select({ id: dockets.id })
    .from(dockets)
    .where(eq(dockets.companyId, world.companyId))
    .orderBy(asc(dockets.id))
    .limit(n);
  const ids = rows.map((r) => r.id);
  await db
    .update(dockets)
    .set({
      signature: signaturePng(5),
      signedAt: new Date(),
      approvedByName: 'Bench Foreman',
      contentHash: sql`md5(id::text) || md5(id::text)`,
    })
    .where(inArray(dockets.id, ids));
  return ids;
}

/** PDFs rendered per second on one core (this process), from dockets already loaded. */
export async function pdfRate(db: Db, world: LargeWorld, ids: number[], seconds: number) {
  const rows = await db
    .select()
    .from(dockets)
    .where(inArray(dockets.id, ids.slice(0, 200)));
  const views = await docketViews(db, { money: true }, rows, { withSignature: true });
  const events = await db
    .select()
    .from(docketEvents)
    .where(inArray(docketEvents.docketId, ids.slice(0, 200)));
  const [c] = await db.select().from(companies).where(eq(companies.id, world.companyId));
  const company = { name: c!.name, timeZone: c!.timeZone, phone: c!.phone, email: c!.email };
  let count = 0;
  let bytes = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  while (performance.now() < end) {
    const docket = views[count % views.length]!;
    const pdf = await renderDocketPdf({
      docket,
      company,
      events: events.filter((e) => e.docketId === docket.id),
      showMoney: true,
      contentHash: 'f'.repeat(64),
      verifyUrl: 'http://localhost:3000/verify/x',
    });
    bytes += pdf.length;
    count++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { pdfs: count, seconds: elapsed, perSecond: count / elapsed, averageBytes: bytes / count };
}

/** Peak resident memory of a process so far (VmHWM), in MB. */
export function peakMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** Downloads the office ZIP export of `ids` from the server, timing it to the last byte. */
export async function zipExport(baseUrl: string, token: string, ids: number[]) {
  const start = performance.now();
  const res = await fetch(`${baseUrl}/api/timesheets/export-pdfs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ timesheetIds: ids }),
  });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return { status: res.status, seconds: (performance.now() - start) / 1000, megabytes: bytes / 1024 / 1024 };
}
