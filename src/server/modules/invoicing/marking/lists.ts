import {
  READY_TO_INVOICE_LIMIT,
  RECENTLY_INVOICED_LIMIT,
  type InvoiceDocketsQuery,
  type InvoiceDocketsReply,
} from '../../../../shared/invoicing/schemas';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { countInvoiceDockets, invoiceDocketRows, type InvoiceScope } from './rows';

/** The /invoices table (002 §2): one page of the filter's dockets, newest first, and how many match. */
export async function listInvoiceDockets(
  db: Db,
  actor: Actor,
  query: InvoiceDocketsQuery,
): Promise<InvoiceDocketsReply> {
  const scope: InvoiceScope = {
    invoice: query.invoice,
    ...(query.projectId === 'all' ? {} : { projectId: query.projectId }),
  };
  const [dockets, total] = await Promise.all([
    invoiceDocketRows(db, actor, scope, { order: 'date', limit: query.limit, offset: query.offset }),
    countInvoiceDockets(db, actor, scope),
  ]);
  return { dockets, total };
}

/** Invoice management's list (002 §2): the dockets ready to invoice, newest first. */
export const approvedDockets = (db: Db, actor: Actor) =>
  invoiceDocketRows(
    db,
    actor,
    { invoice: 'for-invoice' },
    { order: 'date', limit: READY_TO_INVOICE_LIMIT, offset: 0 },
  );

/** Invoice management's Recently Invoiced list: the last dockets invoiced, most recent first. */
export const recentlyInvoiced = (db: Db, actor: Actor) =>
  invoiceDocketRows(
    db,
    actor,
    { invoice: 'invoiced' },
    { order: 'invoicedAt', limit: RECENTLY_INVOICED_LIMIT, offset: 0 },
  );
