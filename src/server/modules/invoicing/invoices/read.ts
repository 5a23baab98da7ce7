import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { InvoiceReply, InvoiceSummary } from '../../../../shared/invoicing/invoices-schemas';
import type { Actor } from '../../../access/sessions';
import type { Db, Tx } from '../../../db/client';
import { invoiceDockets, invoiceLines, invoices } from '../../../db/schema';
import { notFound } from '../../../errors';
import { paymentsReplyOf } from '../payments/reply';

type InvoiceRow = typeof invoices.$inferSelect;

/** How many dockets an invoice covers (a void one still lists the dockets it had). */
const docketCount = sql<number>`(select count(*)::int from ${invoiceDockets} where ${invoiceDockets.invoiceId} = ${invoices.id})`;

const summaryOf = (row: InvoiceRow & { docketCount: number }): InvoiceSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  clientId: row.clientId,
  clientName: row.clientName,
  contactName: row.contactName,
  reference: row.reference,
  issueDate: row.issueDate,
  dueDate: row.dueDate,
  subtotal: row.subtotal,
  gst: row.gst,
  total: row.total,
  docketCount: Number(row.docketCount),
  createdAt: row.createdAt,
  voidedAt: row.voidedAt,
});

/** One invoice of the actor's company with its lines and dockets; another company's is not found. */
export async function invoiceView(db: Db | Tx, actor: Actor, id: number): Promise<InvoiceReply> {
  const [row] = await db
    .select({ ...getTableColumns(invoices), docketCount })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, actor.companyId)));
  if (!row) throw notFound('Invoice');
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  const covered = await db
    .select({ id: invoiceDockets.docketId })
    .from(invoiceDockets)
    .where(eq(invoiceDockets.invoiceId, id))
    .orderBy(asc(invoiceDockets.docketId));
  return {
    ...summaryOf(row),
    ...(await paymentsReplyOf(db, actor, row)),
    contactEmail: row.contactEmail,
    createdById: row.createdById,
    voidedById: row.voidedById,
    timesheetIds: covered.map((d) => d.id),
    lines: lines.map((l) => ({
      id: l.id,
      timesheetId: l.docketId,
      lineItemId: l.lineItemId,
      date: l.date,
      workerName: l.workerName,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      taxRate: l.taxRate,
      lineAmount: l.lineAmount,
      taxAmount: l.taxAmount,
    })),
  };
}
