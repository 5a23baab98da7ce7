import { eq } from 'drizzle-orm';
import { addDays, todayIn } from '../../../../shared/dates';
import {
  INVOICE_DUE_DAYS,
  INVOICE_MSG,
  type CreateInvoiceInput,
} from '../../../../shared/invoicing/invoices-schemas';
import type { Actor } from '../../../access/sessions';
import type { Db, Tx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { companies, invoiceDockets, invoiceLines, invoices } from '../../../db/schema';
import { badRequest, conflict } from '../../../errors';
import { invoiceBuyer } from './buyer';
import { invoiceLineRows, workOf } from './lines';
import { takeInvoiceNumber } from './numbering';
import { invoiceView } from './read';
import { recordActivity } from '../../../access/activity';

export const invoiceSubject = (id: number, number: string) => ({
  type: 'invoice' as const,
  id,
  label: number,
});
import { lockReadyDockets, markDocketsInvoiced } from './ready';

/** Lines per insert: well under PostgreSQL's 65,535 parameters. */
const LINE_BATCH = 1000;

async function datesOf(tx: Tx, actor: Actor, input: CreateInvoiceInput) {
  const [company] = await tx
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const issueDate = input.date ?? todayIn(company!.timeZone);
  const dueDate = input.dueDate ?? addDays(issueDate, INVOICE_DUE_DAYS);
  if (dueDate < issueDate) throw badRequest(INVOICE_MSG.dueBeforeDate, { field: 'dueDate' });
  return { issueDate, dueDate };
}

/**
 * The product's own tax invoice (DECISIONS 'Beyond the spec') from approved, uninvoiced dockets of
 * the actor's company, in one transaction: the next number, the invoice and its lines, and the
 * dockets marked invoiced with that number. A refusal writes nothing and takes no number.
 */
export async function createInvoice(db: Db | Tx, actor: Actor, input: CreateInvoiceInput) {
  const ids = [...new Set(input.timesheetIds)];
  try {
    return await db.transaction(async (tx) => {
      const rows = await lockReadyDockets(tx, actor, ids, 'timesheetIds');
      const buyer = await invoiceBuyer(tx, actor, rows, input);
      const { issueDate, dueDate } = await datesOf(tx, actor, input);
      const { lines, subtotal, gst, total } = invoiceLineRows(await workOf(tx, rows));
      const { sequence, number } = await takeInvoiceNumber(tx, actor.companyId);
      const companyId = actor.companyId;
      const [invoice] = await tx
        .insert(invoices)
        .values({
          companyId,
          sequence,
          number,
          ...buyer,
          reference: input.reference ?? null,
          issueDate,
          dueDate,
          subtotal,
          gst,
          total,
          createdById: actor.userId,
        })
        .returning({ id: invoices.id });
      const invoiceId = invoice!.id;
      await tx.insert(invoiceDockets).values(ids.map((docketId) => ({ companyId, invoiceId, docketId })));
      for (let i = 0; i < lines.length; i += LINE_BATCH) {
        const batch = lines.slice(i, i + LINE_BATCH);
        await tx.insert(invoiceLines).values(batch.map((line) => ({ ...line, companyId, invoiceId })));
      }
      await markDocketsInvoiced(tx, actor, ids, number, { invoiceId, invoiceNumber: number });
      const after = { number, issueDate, dueDate, subtotal, gst, total, dockets: ids };
      await recordActivity(tx, actor, {
        kind: 'invoice.created',
        subject: invoiceSubject(invoiceId, number),
        after,
      });
      return invoiceView(tx, actor, invoiceId);
    });
  } catch (err) {
    // The dockets are locked above, so this is a backstop: a docket is never on two invoices.
    if (isUniqueViolation(err, 'invoice_dockets_active_docket_key'))
      throw conflict('One of these dockets is already on an invoice');
    throw err;
  }
}
