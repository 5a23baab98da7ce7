import { setMaxListeners } from 'node:events';
import { asc, eq, inArray } from 'drizzle-orm';
import { ZipArchive } from 'archiver';
import { todayIn } from '../../../../shared/dates';
import type { Db } from '../../../db/client';
import { attachmentsOfDockets, type DocketAttachmentRow } from '../../../db/docket-attachments';
import { companies, docketEvents, dockets, projects } from '../../../db/schema';
import { notFound } from '../../../errors';
import type { DocketPdfInput } from '../../../integrations/pdf/docket-pdf';
import type { PdfRenderer } from '../../../integrations/pdf/pool';
import type { FileStore } from '../../../integrations/storage/file-store';
import { docketViews } from '../views';
import { appendOriginals, pdfAttachments } from './attachment-files';

/** What an export is given: the dockets' keys (their rows, signatures and all, are read per batch). */
export type DocketKey = Pick<typeof dockets.$inferSelect, 'id' | 'companyId' | 'projectId'>;
/**
 * What a docket's PDF shows, the worker pool that renders it off the event loop, and the file store
 * its photos' thumbnails (and an export's originals) are read from.
 */
export type PdfOptions = { money: boolean; appUrl: string; renderer: PdfRenderer; files: FileStore };

/**
 * Dockets read and handed to the pool at a time: a batch's rows (with their signature images) are
 * parsed on the event loop, so a large export reads them a little at a time, never all at once.
 */
const BATCH = 50;
const ignore = () => {};

async function companyOf(db: Db, companyId: number) {
  const [c] = await db.select().from(companies).where(eq(companies.id, companyId));
  return { name: c!.name, timeZone: c!.timeZone, phone: c!.phone, email: c!.email };
}

/**
 * What the renderer is given for several dockets of one company, a batch at a time, in order: each
 * batch's rows (signatures and all), events and photos' thumbnails are read only once the one
 * before has been taken.
 */
export async function* docketPdfInputs(
  db: Db,
  keys: DocketKey[],
  options: Pick<PdfOptions, 'money' | 'appUrl' | 'files'>,
  signal?: AbortSignal,
): AsyncGenerator<DocketPdfInput[]> {
  for await (const batch of docketBatches(db, keys, options, signal)) yield batch.map((d) => d.input);
}

/** Each docket's PDF input with its attachment rows (the ZIP adds their originals: read once). */
type DocketBatchEntry = { input: DocketPdfInput; attached: DocketAttachmentRow[] };

async function* docketBatches(
  db: Db,
  keys: DocketKey[],
  options: Pick<PdfOptions, 'money' | 'appUrl' | 'files'>,
  signal?: AbortSignal,
): AsyncGenerator<DocketBatchEntry[]> {
  if (!keys.length) return;
  const company = await companyOf(db, keys[0]!.companyId);
  for (let i = 0; i < keys.length && !signal?.aborted; i += BATCH) {
    const ids = keys.slice(i, i + BATCH).map((k) => k.id);
    const byId = new Map(
      (await db.select().from(dockets).where(inArray(dockets.id, ids))).map((d) => [d.id, d]),
    );
    const batch = ids.flatMap((id) => byId.get(id) ?? []); // one deleted meanwhile is left out
    const views = await docketViews(db, { money: options.money }, batch, { withSignature: true });
    const events = await db
      .select()
      .from(docketEvents)
      .where(
        inArray(
          docketEvents.docketId,
          batch.map((d) => d.id),
        ),
      )
      .orderBy(asc(docketEvents.createdAt), asc(docketEvents.id));
    const attached = await attachmentsOfDockets(db, ids);
    const entries: DocketBatchEntry[] = [];
    for (const [j, docket] of views.entries()) {
      const hash = batch[j]!.contentHash;
      const rows = attached.get(docket.id) ?? [];
      const input: DocketPdfInput = {
        docket,
        company,
        events: events.filter((e) => e.docketId === docket.id),
        showMoney: options.money,
        contentHash: hash,
        verifyUrl: hash ? `${options.appUrl}/verify/${hash}` : null,
        attachments: await pdfAttachments(options.files, rows),
      };
      entries.push({ input, attached: rows });
    }
    yield entries;
  }
}

/**
 * The PDFs of several dockets of one company, in order. Each batch is handed to the worker pool at
 * once (the threads render while this loop waits); once `signal` aborts, what is queued is dropped.
 */
export async function* pdfsOf(db: Db, keys: DocketKey[], options: PdfOptions, signal?: AbortSignal) {
  for await (const batch of docketBatches(db, keys, options, signal)) {
    const rendering = batch.map(({ input, attached }) => {
      const pdf = options.renderer.render(input, signal);
      pdf.catch(ignore); // awaited below in order; one left behind by an abort must not go unhandled
      return { docket: input.docket, attached, pdf };
    });
    for (const { docket, attached, pdf } of rendering) yield { docket, attached, pdf: await pdf };
  }
}

export const docketFileName = (d: {
  id: number;
  date: string;
  worker: { firstName: string; lastName: string };
}) =>
  `${d.date}-${d.worker.firstName}-${d.worker.lastName}-docket-${d.id}.pdf`.replace(/[^A-Za-z0-9._-]+/g, '-');

export async function docketPdf(db: Db, docket: DocketKey, options: PdfOptions) {
  for await (const { docket: view, pdf } of pdfsOf(db, [docket], options))
    return { pdf, fileName: docketFileName(view) };
  throw notFound('Docket'); // deleted since it was looked up
}

/** The ZIP's name: the project (or company) and today's date in the company's time zone. */
export async function zipName(db: Db, rows: DocketKey[]) {
  const [first] = rows;
  const company = await companyOf(db, first!.companyId);
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  const [project] =
    projectIds.length === 1 && projectIds[0]
      ? await db.select().from(projects).where(eq(projects.id, projectIds[0]))
      : [];
  const base = project ? project.name : company.name;
  return `${base}-dockets-${todayIn(company.timeZone)}.zip`.replace(/[^A-Za-z0-9._-]+/g, '-');
}

/**
 * Streams a ZIP of the dockets' PDFs, each docket's photos and files as stored in a folder beside
 * its PDF (attachment-files.ts): entries are added as the pool renders them. Once `signal` aborts (the reply closed: sent, or the client went away) the renders still queued are dropped.
 */
export function zipOfDockets(db: Db, rows: DocketKey[], options: PdfOptions, signal: AbortSignal) {
  const zip = new ZipArchive({ zlib: { level: 1 } });
  setMaxListeners(BATCH + 10, signal); // one listener per queued render
  signal.addEventListener('abort', () => zip.destroy(), { once: true });
  void (async () => {
    try {
      for await (const { docket, attached, pdf } of pdfsOf(db, rows, options, signal)) {
        const name = docketFileName(docket);
        zip.append(pdf, { name });
        await appendOriginals(zip, options.files, { rows: attached, folder: name }, signal);
      }
      if (!signal.aborted) await zip.finalize();
    } catch (err) {
      if (!signal.aborted) zip.destroy(err as Error);
    }
  })();
  return zip;
}
