import { and, asc, eq, inArray } from 'drizzle-orm';
import { XERO_ATTACHMENT_LIMITS } from '../../../../shared/invoicing/xero-attachments-schemas';
import type { Db } from '../../../db/client';
import { dockets, users } from '../../../db/schema';
import type { DocketPdfInput } from '../../../integrations/pdf/docket-pdf';
import type { PdfRenderer } from '../../../integrations/pdf/pool';
import type { FileStore } from '../../../integrations/storage/file-store';
import { notFound } from '../../../errors';
import { docketFileName, docketPdfInputs, type DocketKey } from '../../dockets/documents/service';
import { invoiceFileName } from '../invoices/documents/invoice-pdf';

/** One PDF for a Xero invoice: its name there and the dockets it shows, in date order. */
export type ProofFile = { fileName: string; dockets: DocketKey[] };

type Named = DocketKey & { date: string; worker: { firstName: string; lastName: string } };

/**
 * The PDFs a Xero invoice carries as proof: each docket's own PDF, under the name the product
 * gives it; past Xero's 10 files an invoice, the dockets in date order as at most 10 PDFs of
 * several dockets each ('INV-0007-dockets-1-of-6.pdf').
 */
export function proofPlan(named: Named[], invoiceNumber: string): ProofFile[] {
  const key = ({ id, companyId, projectId }: Named): DocketKey => ({ id, companyId, projectId });
  const limit = XERO_ATTACHMENT_LIMITS.perInvoice;
  if (named.length <= limit)
    return named.map((docket) => ({ fileName: docketFileName(docket), dockets: [key(docket)] }));
  const size = Math.ceil(named.length / limit);
  const parts = Math.ceil(named.length / size);
  return Array.from({ length: parts }, (_, part) => ({
    fileName: invoiceFileName(`${invoiceNumber}-dockets-${part + 1}-of-${parts}`, 'pdf'),
    dockets: named.slice(part * size, (part + 1) * size).map(key),
  }));
}

/** The proof files of a Xero invoice's dockets (`ids`, of the company). */
export async function proofFiles(db: Db, companyId: number, ids: number[], invoiceNumber: string) {
  const rows = await db
    .select({
      id: dockets.id,
      companyId: dockets.companyId,
      projectId: dockets.projectId,
      date: dockets.date,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(dockets)
    .innerJoin(users, eq(users.id, dockets.workerId))
    .where(and(eq(dockets.companyId, companyId), inArray(dockets.id, ids)))
    .orderBy(asc(dockets.date), asc(dockets.id));
  const named = rows.map(({ firstName, lastName, ...docket }) => ({
    ...docket,
    worker: { firstName, lastName },
  }));
  return proofPlan(named, invoiceNumber);
}

/**
 * A proof file's bytes, rendered in the PDF threads with money shown (the client is billed for it):
 * one docket exactly as its own PDF (its photos page and all), several one after another in one document.
 */
export async function renderProof(
  db: Db,
  options: { appUrl: string; renderer: PdfRenderer; files: FileStore },
  file: ProofFile,
): Promise<Buffer> {
  const inputs: DocketPdfInput[] = [];
  for await (const batch of docketPdfInputs(db, file.dockets, { ...options, money: true }))
    inputs.push(...batch);
  const [first] = inputs;
  if (!first) throw notFound('Docket');
  if (file.dockets.length === 1) return options.renderer.render(first);
  return options.renderer.renderMany(inputs, file.fileName.replace(/\.pdf$/, ''));
}
