import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { httpLoad, type HttpScenario, type Load } from './http';
import { pacedLoad } from './paced';
import type { LargeWorld } from './seed-large';
import type { Measure } from './stats';

/** Every this-many-th docket of the large company is invoiced (the rest are ready to invoice). */
const INVOICED_EVERY = 3;
/** How deep 'Load More' has gone for the deep page: half of a 52,000-docket company's table. */
export const DEEP_OFFSET = 25_000;

/**
 * Makes the large company's approved dockets look like a year of invoicing: its projects get a
 * client, every third docket is invoiced (a number, invoiced two weeks after its date), and each
 * has its approval event. Plain SQL: the seed is all approved billable work already.
 */
export async function seedInvoicing(db: Db, world: LargeWorld) {
  const companyId = world.companyId;
  await db.execute(sql`
    with c as (insert into clients (company_id, name) values (${companyId}, 'Bench Council') returning id)
    update projects set client_id = (select id from c) where company_id = ${companyId}`);
  await db.execute(sql`
    update dockets set invoiced = true, invoice_number = 'BENCH-' || (id / 50),
      invoiced_at = date::timestamp + interval '14 days'
    where company_id = ${companyId} and id % ${INVOICED_EVERY} = 0`);
  await db.execute(sql`
    insert into docket_events (company_id, docket_id, event_type, user_id, created_at)
    select company_id, id, 'approved', ${world.admin.id}, date::timestamp + interval '17 hours'
    from dockets where company_id = ${companyId}`);
  // As autovacuum leaves a table at rest: statistics, and the visibility map index-only scans read.
  await db.execute(sql`vacuum analyze dockets`);
  await db.execute(sql`analyze docket_events`);
}

/** Closed loop (as many as served from `connections`), or paced (a steady offered `rate`). */
export type InvoiceLoad = Load | { rate: number; seconds: number; sockets: number };

const measure = (base: string, scenario: HttpScenario, load: InvoiceLoad) =>
  'sockets' in load ? pacedLoad(base, scenario, load) : httpLoad(base, scenario, load);

/**
 * GET /api/companies/:companyId/invoice-dockets on the large company as its admin: ready to
 * invoice on one project (the first page and a deep one), every docket (the first page and a deep
 * one); and invoice management's Recently Invoiced. p99 is the target (50 ms). Call after
 * seedInvoicing.
 */
export async function measureInvoiceDockets(
  world: LargeWorld,
  base: string,
  load: InvoiceLoad,
): Promise<Measure[]> {
  const table = `/api/companies/${world.companyId}/invoice-dockets`;
  const token = world.admin.token;
  let n = 0;
  const offered = 'sockets' in load ? ` at ${load.rate} req/s offered` : '';
  const get = (name: string, path: (i: number) => string) =>
    measure(
      base,
      { name: `${name}${offered} (HTTP)`, method: 'GET', next: () => ({ path: path(n++), token }) },
      load,
    );
  const project = (i: number) => world.projects[i % world.projects.length]!.id;
  const ready = (i: number) => `${table}?invoice=for-invoice&projectId=${project(i)}`;
  // Warm up (plans cached, pages read in) so the first scenario is not charged for the seed's vacuum.
  for (let i = 0; i < 50; i++)
    await fetch(`${base}${ready(i)}`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      r.arrayBuffer(),
    );
  return [
    await get('invoice dockets: for-invoice, one project', ready),
    await get(
      `invoice dockets: for-invoice, one project, offset ${DEEP_OFFSET / 10}`,
      (i) => `${ready(i)}&offset=${DEEP_OFFSET / 10}`,
    ),
    await get('invoice dockets: all', () => `${table}?invoice=all`),
    await get(`invoice dockets: all, offset ${DEEP_OFFSET}`, () => `${table}?offset=${DEEP_OFFSET}`),
    await get('invoice management: recently invoiced', () => '/api/admin/timesheets/invoiced'),
  ];
}

/** seedInvoicing, then measureInvoiceDockets: what bench/run.ts calls on the large company. */
export async function invoiceDocketsBench(db: Db, world: LargeWorld, base: string, load: InvoiceLoad) {
  await seedInvoicing(db, world);
  return measureInvoiceDockets(world, base, load);
}
