import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { todayIn } from '../../shared/dates';
import { companies, companyExports } from '../db/schema';
import type { AppContext } from '../http/module';
import type { RunningJob } from '../jobs/queue';
import { buildExportZip } from './build';
import { downloadName, exportFile, exportsDir, partialFile } from './files';
import { notifyReady } from './notify';
import type { ExportJob } from './service';

const DAY_MS = 86_400_000;

export const FAILED_MESSAGE =
  'The export could not be made. Start it again; if it fails again, contact support.';

/**
 * Makes one export (the job of jobs/queue.ts): the ZIP is written beside its final name and renamed
 * once whole, the row moves running → ready with its counts, size and expiry, and the admin who
 * asked is e-mailed. A stop of the server mid-way is thrown (pg-boss runs it again, from the start);
 * any other failure, or the last attempt, marks it failed.
 */
export async function runExport(ctx: AppContext, job: RunningJob<ExportJob>) {
  const { db } = ctx.database;
  const id = job.data.exportId;
  const [row] = await db.select().from(companyExports).where(eq(companyExports.id, id));
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  const [company] = await db.select().from(companies).where(eq(companies.id, row.companyId));
  const set = (values: Partial<typeof companyExports.$inferInsert>) =>
    db.update(companyExports).set(values).where(eq(companyExports.id, id));
  await set({ status: 'running', progress: 0 });
  const part = partialFile(ctx.config, id);
  try {
    await mkdir(exportsDir(ctx.config), { recursive: true });
    let shown = 0;
    const actor = {
      userId: row.requestedById,
      companyId: row.companyId,
      role: 'admin',
      sessionId: 0,
    } as const;
    const counts = await buildExportZip(
      ctx,
      actor,
      company!,
      part,
      async (percent) => {
        if (percent <= shown) return;
        shown = percent;
        await set({ progress: percent });
      },
      job.signal,
    );
    const file = exportFile(ctx.config, id);
    await rename(part, file);
    const now = ctx.now();
    const ready = {
      status: 'ready' as const,
      progress: 100,
      counts,
      fileName: downloadName(company!.name, todayIn(company!.timeZone, now)),
      sizeBytes: (await stat(file)).size,
      expiresAt: new Date(now.getTime() + ctx.config.exportExpiryDays * DAY_MS),
      finishedAt: now,
    };
    await set(ready);
    await notifyReady(ctx, { ...row, ...ready }, company!.name);
  } catch (err) {
    await rm(part, { force: true });
    const stopping = job.signal.aborted && job.retryCount < job.retryLimit;
    if (stopping) throw err;
    await set({ status: 'failed', error: FAILED_MESSAGE, finishedAt: ctx.now() });
    if (!job.signal.aborted) throw err; // recorded as the job's failure (and in the log)
  }
}
