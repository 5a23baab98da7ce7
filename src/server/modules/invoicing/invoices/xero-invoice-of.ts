import type { Actor } from '../../../access/sessions';
import { xeroInvoiceOf } from '../../../db/docket-invoice';
import { xeroClient, type XeroClientContext } from '../../../integrations/xero/client';

/** Xero's statuses of an invoice that bills nothing any more: a deleted draft, a voided invoice. */
const GONE = new Set(['VOIDED', 'DELETED']);

/**
 * The Xero invoice docket `id` is on, when Xero says it bills nothing any more (voided, deleted, or
 * fully credited): the docket's invoice status may then change here. Null when the docket is on no
 * Xero invoice, the invoice still stands, or Xero cannot be asked (the refusal stands: the safe side).
 */
export async function clearedInXero(ctx: XeroClientContext, actor: Actor, id: number) {
  const invoice = await xeroInvoiceOf(ctx.database.db, actor.companyId, id);
  if (!invoice) return null;
  try {
    const reply = await xeroClient(ctx, actor.companyId, actor.userId).call({
      operation: 'getInvoice',
      method: 'GET',
      path: `/Invoices/${invoice.xeroInvoiceId}`,
    });
    const [found] = (reply.body as { Invoices?: XeroInvoiceStatus[] }).Invoices ?? [];
    if (!found) return null;
    const credited = Number(found.AmountCredited ?? 0) >= Number(found.Total ?? Infinity);
    return GONE.has(found.Status) || credited ? invoice.xeroInvoiceId : null;
  } catch {
    return null;
  }
}

type XeroInvoiceStatus = { Status: string; Total?: number; AmountCredited?: number };
