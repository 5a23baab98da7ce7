import type { CreateXeroInvoiceInput, XeroInvoiceReply } from '../../../shared/schemas/xero-invoices';
import type { Actor } from '../../access/sessions';
import type { Tx } from '../../db/client';
import { AppError, badRequest } from '../../errors';
import { XeroApiError, XeroNotConnectedError } from '../../integrations/xero/api-errors';
import { xeroClient, type XeroClientContext, type XeroClientOptions } from '../../integrations/xero/client';
import { loadXeroConnection } from '../../integrations/xero/connection-store';
import { lockReadyDockets } from '../invoices/ready';
import { alreadyMarked, markXeroInvoiced } from './mark';
import { invoiceTotal } from './totals';
import {
  firstValidationMessage,
  readCreatedInvoice,
  xeroInvoiceKey,
  xeroInvoicePayload,
} from './xero-payload';

export type CreateXeroInvoiceOptions = XeroClientOptions & {
  /** Tests only: runs inside the marking transaction, after the writes, so a throw undoes them. */
  beforeCommit?: (tx: Tx) => Promise<void>;
};

/**
 * POST /api/xero/invoices (002 §5 'Accounting invoice', §7): the dockets checked ready (404/409
 * naming the first that is not, before anything is sent), Xero connected and tax codes synced, then
 * a DRAFT ACCREC invoice PUT to Xero with a key derived from the request, then the dockets marked
 * invoiced with Xero's InvoiceNumber, all or none. The same request again returns the same Xero
 * invoice: after success from the dockets' events; after a lost reply or a failed local write from
 * Xero itself, which answers the derived key with the invoice it already made.
 */
export async function createXeroInvoice(
  ctx: XeroClientContext,
  actor: Actor,
  input: CreateXeroInvoiceInput,
  options: CreateXeroInvoiceOptions = {},
): Promise<XeroInvoiceReply> {
  const db = ctx.database.db;
  const ids = [...new Set(input.timesheetIds)].sort((a, b) => a - b);
  input.lineItems.forEach((line, i) => {
    if (line.timesheetId !== undefined && !ids.includes(line.timesheetId))
      throw badRequest(`Line ${i + 1} is for docket #${line.timesheetId}, which is not on this invoice`, {
        field: `lineItems.${i}.timesheetId`,
      });
  });
  const key = xeroInvoiceKey(actor.companyId, ids, input);
  const done = await alreadyMarked(db, actor, ids, key);
  if (done) return done;

  await db.transaction((tx) => lockReadyDockets(tx, actor, input.timesheetIds, 'timesheetIds'));
  if (!ctx.xero.settings || !(await loadXeroConnection(db, ctx.xero.cipher, actor.companyId)))
    throw new XeroNotConnectedError();
  const total = await invoiceTotal(db, actor.companyId, input.lineItems);

  const created = await putInvoice(ctx, actor, input, key, options);
  const reply: XeroInvoiceReply = { ...created, total, timesheetIds: ids };
  try {
    await markXeroInvoiced(db, actor, reply, key, options.beforeCommit);
  } catch (err) {
    // The same request at the same moment (a double click, two tabs) marked them first: its reply.
    const first =
      err instanceof AppError && err.code === 'CONFLICT' && (await alreadyMarked(db, actor, ids, key));
    if (first) return first;
    throw err;
  }
  return reply;
}

/** PUT /Invoices with the derived key; Xero's ValidationException becomes a 400 with its first message. */
async function putInvoice(
  ctx: XeroClientContext,
  actor: Actor,
  input: CreateXeroInvoiceInput,
  key: string,
  options: XeroClientOptions,
) {
  try {
    const res = await xeroClient(ctx, actor.companyId, actor.userId, options).call({
      operation: 'createInvoice',
      method: 'PUT',
      path: '/Invoices',
      body: xeroInvoicePayload(input),
      idempotencyKey: key,
    });
    return readCreatedInvoice(res.body);
  } catch (err) {
    const message =
      err instanceof XeroApiError && err.status === 400 ? firstValidationMessage(err.body) : null;
    if (message) throw badRequest(message, { xero: 'validation' });
    throw err;
  }
}
