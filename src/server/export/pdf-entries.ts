import { finished } from 'node:stream/promises';
import { and, asc, eq } from 'drizzle-orm';
import type { ZipArchive } from 'archiver';
import type { Actor } from '../access/sessions';
import type { Db } from '../db/client';
import { dockets, invoices } from '../db/schema';
import { appendOriginals } from '../modules/dockets/documents/attachment-files';
import { docketFileName, pdfsOf, type PdfOptions } from '../modules/dockets/documents/service';
import { invoicePdf } from '../modules/invoicing/invoices/documents/invoice-pdf';

/** The dockets whose PDFs the export holds: every approved one (invoiced or not), in date order. */
export const approvedDockets = (db: Db, companyId: number) =>
  db
    .select({ id: dockets.id, companyId: dockets.companyId, projectId: dockets.projectId })
    .from(dockets)
    .where(and(eq(dockets.companyId, companyId), eq(dockets.status, 'approved')))
    .orderBy(asc(dockets.date), asc(dockets.id));

export const companyInvoices = (db: Db, companyId: number) =>
  db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(asc(invoices.id));

/**
 * The dockets' PDFs into dockets/ of the ZIP, drawn by the product's docket PDF (the same as a
 * download, money shown: the export is an admin's), each docket's photos and files as stored in a
 * folder beside its PDF (as the dockets' own ZIP export has them); the pool renders a batch while
 * this appends.
 */
export async function appendDocketPdfs(
  zip: ZipArchive,
  db: Db,
  keys: Awaited<ReturnType<typeof approvedDockets>>,
  options: PdfOptions,
  onPdf: () => Promise<void>,
  signal: AbortSignal,
) {
  for await (const { docket, attached, pdf } of pdfsOf(db, keys, options, signal)) {
    const name = `dockets/${docketFileName(docket)}`;
    zip.append(pdf, { name });
    await appendOriginals(zip, options.files, { rows: attached, folder: name }, signal);
    await onPdf();
  }
}

/**
 * Each invoice's PDF into invoices/ of the ZIP: the product's tax invoice with its dockets as proof
 * pages, streamed from its thread into the ZIP one invoice at a time.
 */
export async function appendInvoicePdfs(
  zip: ZipArchive,
  db: Db,
  actor: Actor,
  ids: { id: number }[],
  options: Omit<PdfOptions, 'money'>,
  onPdf: () => Promise<void>,
  signal: AbortSignal,
) {
  for (const { id } of ids) {
    signal.throwIfAborted();
    const { stream, fileName } = await invoicePdf(db, actor, id, options, signal);
    zip.append(stream, { name: `invoices/${fileName}` });
    await finished(stream);
    await onPdf();
  }
}
