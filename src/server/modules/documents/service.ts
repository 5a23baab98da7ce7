import { asc, eq, inArray } from 'drizzle-orm';
import { ZipArchive } from 'archiver';
import { todayIn } from '../../../shared/dates';
import type { Db } from '../../db/client';
import type { dockets } from '../../db/schema';
import { companies, docketEvents, projects } from '../../db/schema';
import { renderDocketPdf } from '../../integrations/pdf/docket-pdf';
import { docketViews } from '../dockets/views';

type DocketRow = typeof dockets.$inferSelect;
export type PdfOptions = { money: boolean; appUrl: string };

async function companyOf(db: Db, companyId: number) {
  const [c] = await db.select().from(companies).where(eq(companies.id, companyId));
  return { name: c!.name, timeZone: c!.timeZone, phone: c!.phone, email: c!.email };
}

/** The PDFs of several dockets of one company, rendered one after another. */
async function* pdfsOf(db: Db, rows: DocketRow[], options: PdfOptions) {
  if (!rows.length) return;
  const company = await companyOf(db, rows[0]!.companyId);
  for (let i = 0; i < rows.length; i += 50) {
    const batch = rows.slice(i, i + 50);
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
    for (const [j, docket] of views.entries()) {
      const hash = batch[j]!.contentHash;
      const pdf = await renderDocketPdf({
        docket,
        company,
        events: events.filter((e) => e.docketId === docket.id),
        showMoney: options.money,
        contentHash: hash,
        verifyUrl: hash ? `${options.appUrl}/verify/${hash}` : null,
      });
      yield { docket, pdf };
    }
  }
}

export const docketFileName = (d: {
  id: number;
  date: string;
  worker: { firstName: string; lastName: string };
}) =>
  `${d.date}-${d.worker.firstName}-${d.worker.lastName}-docket-${d.id}.pdf`.replace(/[^A-Za-z0-9._-]+/g, '-');

export async function docketPdf(db: Db, docket: DocketRow, options: PdfOptions) {
  for await (const { docket: view, pdf } of pdfsOf(db, [docket], options))
    return { pdf, fileName: docketFileName(view) };
  throw new Error('unreachable');
}

/** The ZIP's name: the project (or company) and today's date in the company's time zone. */
export async function zipName(db: Db, rows: DocketRow[]) {
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

/** Streams a ZIP of the dockets' PDFs: entries are added as they are rendered. */
export function zipOfDockets(db: Db, rows: DocketRow[], options: PdfOptions): ZipArchive {
  const zip = new ZipArchive({ zlib: { level: 1 } });
  void (async () => {
    try {
      for await (const { docket, pdf } of pdfsOf(db, rows, options))
        zip.append(pdf, { name: docketFileName(docket) });
      await zip.finalize();
    } catch (err) {
      zip.destroy(err as Error);
    }
  })();
  return zip;
}
