import { eq } from 'drizzle-orm';
import { INVOICE_MSG, type DocketInvoiceInput } from '../../../../shared/invoicing/invoices-schemas';
import type { Actor } from '../../../access/sessions';
import type { XeroClientContext } from '../../../integrations/xero/client';
import { dockets } from '../../../db/schema';
import { badRequest } from '../../../errors';
import { findDocket } from '../../dockets/access';
import { addEvent } from '../../dockets/events';
import { docketView } from '../../dockets/views';
import { activeInvoiceOf, xeroInvoiceOf } from '../../../db/docket-invoice';
import { claimsOn } from './claims';
import { assertInvoiceable, beingInvoicedRefusal, onInvoiceRefusal, onXeroInvoiceRefusal } from './refusals';
import { assertTypedNumberFree } from './typed-number';
import { recordActivity } from '../../../access/activity';
import { docketsLabel } from '../marking/mark';

const subjectOf = (id: number) => ({ type: 'docket' as const, id, label: docketsLabel([id]) });
import { clearedInXero } from './xero-invoice-of';

/**
 * PATCH /api/timesheets/:id/invoice (002 §4, §7): an approved docket becomes invoiced with a
 * number, or has its number edited; un-invoicing sets invoiced false and the number null. A docket
 * on one of the product's own invoices changes only by voiding that invoice; one on a Xero invoice
 * only once Xero says that invoice bills nothing any more (voided, deleted or fully credited there).
 */
export async function setDocketInvoice(
  ctx: XeroClientContext,
  actor: Actor,
  id: number,
  input: DocketInvoiceInput,
) {
  // Asked before the docket is locked: no row lock is held across a call to Xero.
  const cleared = await clearedInXero(ctx, actor, id);
  return ctx.database.db.transaction(async (tx) => {
    const docket = await findDocket(tx, actor, id, { forUpdate: true });
    const invoice = await activeInvoiceOf(tx, id);
    if (invoice) throw onInvoiceRefusal(id, invoice);
    const xeroInvoice = await xeroInvoiceOf(tx, actor.companyId, id);
    if (xeroInvoice && xeroInvoice.xeroInvoiceId !== cleared) throw onXeroInvoiceRefusal(id, xeroInvoice);
    const now = new Date();
    if (!input.invoiced) {
      if (docket.invoiced) {
        await tx
          .update(dockets)
          .set({ invoiced: false, invoiceNumber: null, invoicedAt: null, updatedAt: now })
          .where(eq(dockets.id, id));
        await addEvent(tx, docket, 'uninvoiced', actor.userId, {
          previousInvoiceNumber: docket.invoiceNumber,
          reason: xeroInvoice ? 'void_in_xero' : 'unmarked',
        });
        await recordActivity(tx, actor, {
          kind: 'docket.unmarked_invoiced',
          subject: subjectOf(id),
          before: { invoiced: true, invoiceNumber: docket.invoiceNumber },
          after: { invoiced: false, invoiceNumber: null },
        });
      }
      return docketView(tx, actor, docket);
    }
    assertInvoiceable(actor, docket, { alreadyInvoiced: false });
    const [claim] = await claimsOn(tx, actor.companyId, [id]);
    if (claim) throw beingInvoicedRefusal(id, claim);
    const invoiceNumber = input.invoiceNumber;
    if (!invoiceNumber) throw badRequest(INVOICE_MSG.invoiceNumber, { field: 'invoiceNumber' });
    if (docket.invoiceNumber !== invoiceNumber) await assertTypedNumberFree(tx, actor, invoiceNumber, [id]);
    if (!docket.invoiced || docket.invoiceNumber !== invoiceNumber) {
      await tx
        .update(dockets)
        .set({ invoiced: true, invoiceNumber, invoicedAt: docket.invoicedAt ?? now, updatedAt: now })
        .where(eq(dockets.id, id));
      await addEvent(tx, docket, 'invoiced', actor.userId, {
        invoiceNumber,
        ...(docket.invoiced ? { previousInvoiceNumber: docket.invoiceNumber } : {}),
      });
      await recordActivity(tx, actor, {
        kind: 'docket.marked_invoiced',
        subject: subjectOf(id),
        before: { invoiced: docket.invoiced, invoiceNumber: docket.invoiceNumber },
        after: { invoiced: true, invoiceNumber },
      });
    }
    return docketView(tx, actor, docket);
  });
}
