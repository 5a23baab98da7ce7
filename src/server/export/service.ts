import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Actor } from '../access/sessions';
import type { Db } from '../db/client';
import { companyExports } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { AppContext } from '../http/module';
import { EXPORTS_LISTED, type CompanyExport } from '../../shared/company/export-schemas';
import { removeExportFiles } from './files';

export const EXPORT_JOB = 'company-export';
export type ExportJob = { exportId: number };

type Row = typeof companyExports.$inferSelect;

export const EXPIRED_MESSAGE = 'This export has expired. Start a new one.';
export const BUSY_MESSAGE =
  'Another administrator’s export of the company is being made. Start yours once it is ready.';

/** The reply: a ready export past its expiry reads as expired, swept or not. */
export const exportView = (row: Row, now: Date): CompanyExport => ({
  id: row.id,
  status: row.status === 'ready' && row.expiresAt && row.expiresAt <= now ? 'expired' : row.status,
  progress: row.progress,
  counts: row.counts,
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  expiresAt: row.expiresAt,
  error: row.error,
  createdAt: row.createdAt,
  finishedAt: row.finishedAt,
});

/** The caller's own export of their company: another admin's, or another company's, is not found. */
export async function ownExport(db: Db, actor: Actor, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(companyExports)
    .where(
      and(
        eq(companyExports.id, id),
        eq(companyExports.companyId, actor.companyId),
        eq(companyExports.requestedById, actor.userId),
      ),
    );
  if (!row) throw notFound('Export');
  return row;
}

export async function listExports(db: Db, actor: Actor, now: Date) {
  const rows = await db
    .select()
    .from(companyExports)
    .where(and(eq(companyExports.companyId, actor.companyId), eq(companyExports.requestedById, actor.userId)))
    .orderBy(desc(companyExports.createdAt), desc(companyExports.id))
    .limit(EXPORTS_LISTED);
  return { exports: rows.map((row) => exportView(row, now)) };
}

/** Deletes the files of every export past its expiry (any company's) and marks them expired. */
export async function sweepExpired(ctx: Pick<AppContext, 'config' | 'database'>, now: Date) {
  const { db } = ctx.database;
  const expired = await db
    .select({ id: companyExports.id })
    .from(companyExports)
    .where(and(eq(companyExports.status, 'ready'), lte(companyExports.expiresAt, now)));
  for (const { id } of expired) await expire(ctx, id);
}

export async function expire(ctx: Pick<AppContext, 'config' | 'database'>, id: number) {
  await removeExportFiles(ctx.config, id);
  await ctx.database.db.update(companyExports).set({ status: 'expired' }).where(eq(companyExports.id, id));
}

/**
 * Starts an export, its row and its job in one transaction (a savepoint inside the Idempotency-Key's):
 * while the company has one queued or running, the caller's is answered again (200) and nothing new is
 * made; another admin's is a 409. A lock of the company orders two presses at once; the partial
 * unique index holds it besides.
 */
export async function startExport(
  ctx: Pick<AppContext, 'jobs'>,
  db: Db,
  actor: Actor,
  now: Date,
): Promise<{ status: 200 | 201; body: CompanyExport }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${actor.companyId}::int, hashtext('company-export'))`);
    const [running] = await tx
      .select()
      .from(companyExports)
      .where(
        and(
          eq(companyExports.companyId, actor.companyId),
          inArray(companyExports.status, ['queued', 'running']),
        ),
      );
    if (running && running.requestedById !== actor.userId) throw conflict(BUSY_MESSAGE);
    if (running) return { status: 200, body: exportView(running, now) };
    const [row] = await tx
      .insert(companyExports)
      .values({ companyId: actor.companyId, requestedById: actor.userId })
      .returning();
    await ctx.jobs.send<ExportJob>(tx, EXPORT_JOB, { exportId: row!.id });
    return { status: 201, body: exportView(row!, now) };
  });
}
