import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import type { Actor } from '../access/sessions';
import type { AppContext } from '../http/module';
import { writeTable, type ExportTable } from './csv-table';
import { appendDocketPdfs, appendInvoicePdfs, approvedDockets, companyInvoices } from './pdf-entries';
import { readmeText } from './readme';
import {
  clientsTable,
  companyRateItemsTable,
  contactsTable,
  projectForemenTable,
  projectRateItemsTable,
  projectsTable,
  usersTable,
} from './tables-company';
import { docketEventsTable, docketItemsTable, docketsTable } from './tables-dockets';
import {
  invoiceLinesTable,
  invoicePaymentsTable,
  invoicesTable,
  payrollSubmissionsTable,
  weeklyEntriesTable,
  weeklyTimesheetsTable,
} from './tables-money';

/** The CSV files of the export, in the order the ZIP and its README list them. */
export const EXPORT_TABLES: readonly ExportTable[] = [
  projectsTable,
  projectForemenTable,
  clientsTable,
  contactsTable,
  companyRateItemsTable,
  projectRateItemsTable,
  usersTable,
  docketsTable,
  docketItemsTable,
  docketEventsTable,
  invoicesTable,
  invoiceLinesTable,
  invoicePaymentsTable,
  payrollSubmissionsTable,
  weeklyTimesheetsTable,
  weeklyEntriesTable,
];

/** A PDF weighs this many CSV rows in the progress shown. */
const PDF_WEIGHT = 25;

export const DOCKET_PDFS = 'docket PDFs';
export const INVOICE_PDFS = 'invoice PDFs';

/**
 * Writes the company's export to `file` as it is made (nothing whole in memory): README.txt, one
 * CSV per table, then the approved dockets' and the invoices' PDFs. `onProgress` hears 0–99.
 * Resolves with the rows of each CSV and the PDFs of each kind.
 */
export async function buildExportZip(
  ctx: Pick<AppContext, 'database' | 'config' | 'pdf' | 'files'>,
  actor: Actor,
  company: { name: string },
  file: string,
  onProgress: (percent: number) => Promise<void>,
  signal: AbortSignal,
): Promise<Record<string, number>> {
  const { db } = ctx.database;
  const { companyId } = actor;
  const docketKeys = await approvedDockets(db, companyId);
  const invoiceIds = await companyInvoices(db, companyId);
  const rows = await Promise.all(EXPORT_TABLES.map((t) => t.count(db, companyId)));
  const total = rows.reduce((a, b) => a + b, 0) + (docketKeys.length + invoiceIds.length) * PDF_WEIGHT + 1;
  let done = 0;
  const advance = (n: number) => {
    done += n;
    return onProgress(Math.min(99, Math.floor((done * 100) / total)));
  };

  const zip = new ZipArchive({ zlib: { level: 6 } });
  const written = pipeline(zip, createWriteStream(file));
  written.catch(() => {}); // awaited below; a failure before then is the one thrown
  try {
    const pdfs = { dockets: docketKeys.length, invoices: invoiceIds.length };
    zip.append(readmeText(company, EXPORT_TABLES, new Date(), pdfs), { name: 'README.txt' });
    const counts: Record<string, number> = {};
    for (const table of EXPORT_TABLES)
      counts[table.file] = await writeTable(zip, db, companyId, table, advance, signal);
    const pdf = { appUrl: ctx.config.appUrl, renderer: ctx.pdf, files: ctx.files };
    counts[DOCKET_PDFS] = 0;
    await appendDocketPdfs(
      zip,
      db,
      docketKeys,
      { ...pdf, money: true },
      () => {
        counts[DOCKET_PDFS]! += 1;
        return advance(PDF_WEIGHT);
      },
      signal,
    );
    counts[INVOICE_PDFS] = 0;
    await appendInvoicePdfs(
      zip,
      db,
      actor,
      invoiceIds,
      pdf,
      () => {
        counts[INVOICE_PDFS]! += 1;
        return advance(PDF_WEIGHT);
      },
      signal,
    );
    await zip.finalize();
    await written;
    return counts;
  } catch (err) {
    zip.destroy();
    await written.catch(() => {});
    throw err;
  }
}
