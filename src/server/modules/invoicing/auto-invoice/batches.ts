import { and, asc, between, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { addDays, mondayOf, todayIn } from '../../../../shared/dates';
import type { AutoInvoiceBatchView } from '../../../../shared/xero/auto-invoice-schemas';
import type { AutoInvoiceBatchStatus } from '../../../../shared/xero/sync-schemas';
import type { Db } from '../../../db/client';
import {
  clients,
  docketInvoiceClaims,
  dockets,
  invoiceDockets,
  projects,
  xeroAutoInvoiceBatches as batches,
} from '../../../db/schema';

export type AutoInvoiceBatch = typeof batches.$inferSelect;

/** The Monday of the last complete Monday–Sunday week in the company's time zone. */
export const lastCompleteWeek = (timeZone: string, now: Date) =>
  addDays(mondayOf(todayIn(timeZone, now)), -7);

export const weekBatchKey = (weekStart: string, projectId: number, clientId: number | null) =>
  `week:${weekStart}:project:${projectId}:client:${clientId ?? 'none'}`;
export const docketBatchKey = (docketId: number) => `docket:${docketId}`;

/** Approved billable dockets no way of invoicing has taken: not invoiced, on no invoice, not claimed. */
const invoiceable = (companyId: number) =>
  and(
    eq(dockets.companyId, companyId),
    eq(dockets.status, 'approved'),
    eq(dockets.entryType, 'billable'),
    eq(dockets.invoiced, false),
    notExists(
      sql`(select 1 from ${invoiceDockets} where ${invoiceDockets.docketId} = ${dockets.id} and ${invoiceDockets.active})`,
    ),
    notExists(
      sql`(select 1 from ${docketInvoiceClaims} where ${docketInvoiceClaims.docketId} = ${dockets.id})`,
    ),
  );

/**
 * The week's batches: its invoiceable dockets grouped by project and client, each group a batch
 * with its dockets, all written in one transaction; a group whose key exists already (a run before,
 * or a crashed one) keeps the batch it has, so a week is never invoiced twice.
 */
export async function collectWeek(db: Db, companyId: number, weekStart: string): Promise<void> {
  const rows = await db
    .select({ id: dockets.id, projectId: projects.id, clientId: projects.clientId })
    .from(dockets)
    .innerJoin(projects, eq(projects.id, dockets.projectId))
    .where(and(invoiceable(companyId), between(dockets.date, weekStart, addDays(weekStart, 6))))
    .orderBy(asc(dockets.id));
  const groups = new Map<string, { projectId: number; clientId: number | null; docketIds: number[] }>();
  for (const row of rows) {
    const key = weekBatchKey(weekStart, row.projectId, row.clientId);
    const group = groups.get(key) ?? { projectId: row.projectId, clientId: row.clientId, docketIds: [] };
    group.docketIds.push(row.id);
    groups.set(key, group);
  }
  if (groups.size === 0) return;
  await db.transaction((tx) =>
    tx
      .insert(batches)
      .values([...groups].map(([batchKey, group]) => ({ companyId, batchKey, weekStart, ...group })))
      .onConflictDoNothing(),
  );
}

/**
 * The batch of one approved docket: made pending, or made pending again when an earlier approval's
 * failed or was skipped (the docket was approved anew); one already invoiced stays as it is. Null
 * when the docket is not invoiceable now (approved again, then changed or invoiced by hand).
 */
export async function docketBatch(
  db: Db,
  companyId: number,
  docketId: number,
): Promise<AutoInvoiceBatch | null> {
  const [docket] = await db
    .select({ id: dockets.id, projectId: projects.id, clientId: projects.clientId })
    .from(dockets)
    .innerJoin(projects, eq(projects.id, dockets.projectId))
    .where(and(invoiceable(companyId), eq(dockets.id, docketId)));
  if (!docket) return null;
  const values = { projectId: docket.projectId, clientId: docket.clientId, docketIds: [docketId] };
  const [batch] = await db
    .insert(batches)
    .values({ companyId, batchKey: docketBatchKey(docketId), ...values })
    .onConflictDoUpdate({
      target: [batches.companyId, batches.batchKey],
      set: { ...values, status: 'pending', outcome: null, updatedAt: new Date() },
      setWhere: sql`${batches.status} in ('failed', 'skipped')`,
    })
    .returning();
  return batch ?? null;
}

/** The company's batches of these statuses, oldest first: what a run sends. */
export const batchesIn = (db: Db, companyId: number, statuses: AutoInvoiceBatchStatus[]) =>
  db
    .select()
    .from(batches)
    .where(and(eq(batches.companyId, companyId), inArray(batches.status, statuses)))
    .orderBy(asc(batches.id));

/** What came of a batch; only a batch not yet invoiced changes (a second run never undoes an invoice). */
export const settleBatch = (
  db: Db,
  batch: AutoInvoiceBatch,
  result: Pick<AutoInvoiceBatch, 'status' | 'outcome'> &
    Partial<Pick<AutoInvoiceBatch, 'xeroInvoiceId' | 'invoiceNumber'>>,
) =>
  db
    .update(batches)
    .set({ ...result, updatedAt: new Date() })
    .where(and(eq(batches.id, batch.id), sql`${batches.status} <> 'invoiced'`));

/** The batches for the Xero logs screen and the dashboard, newest first, with their project and client. */
export async function listBatches(
  db: Db,
  companyId: number,
  filter: { status?: AutoInvoiceBatchStatus; ids?: number[] } = {},
): Promise<AutoInvoiceBatchView[]> {
  const rows = await db
    .select({
      batch: batches,
      projectName: projects.name,
      clientName: clients.name,
    })
    .from(batches)
    .leftJoin(projects, eq(projects.id, batches.projectId))
    .leftJoin(clients, eq(clients.id, batches.clientId))
    .where(
      and(
        eq(batches.companyId, companyId),
        filter.status ? eq(batches.status, filter.status) : undefined,
        filter.ids ? inArray(batches.id, filter.ids) : undefined,
      ),
    )
    .orderBy(desc(batches.updatedAt), desc(batches.id))
    .limit(100);
  return rows.map(({ batch, projectName, clientName }) => ({
    id: batch.id,
    batchKey: batch.batchKey,
    projectId: batch.projectId,
    projectName,
    clientId: batch.clientId,
    clientName,
    weekStart: batch.weekStart,
    docketIds: batch.docketIds,
    status: batch.status,
    invoiceNumber: batch.invoiceNumber,
    outcome: batch.outcome,
    updatedAt: batch.updatedAt.toISOString(),
  }));
}
