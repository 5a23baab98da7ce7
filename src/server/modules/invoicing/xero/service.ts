import type { CreateXeroInvoiceInput, XeroInvoiceReply } from '../../../../shared/invoicing/xero-schemas';
import type { Actor } from '../../../access/sessions';
import type { Tx } from '../../../db/client';
import { AppError, badRequest } from '../../../errors';
import {
  XeroApiError,
  XeroConnectionExpiredError,
  XeroNotConnectedError,
} from '../../../integrations/xero/api-errors';
import {
  xeroClient,
  type XeroClientContext,
  type XeroClientOptions,
} from '../../../integrations/xero/client';
import { loadXeroConnection } from '../../../integrations/xero/connection-store';
import { expireClaim, releaseClaim } from '../invoices/claims';
import { assertDocketsVisible } from '../invoices/ready';
import { claimForXero, type XeroClaim } from './claim';
import { alreadyMarked, markXeroInvoiced, xeroInvoiceRecord } from './mark';
import {
  firstValidationMessage,
  readCreatedInvoice,
  xeroInvoicePayload,
  xeroRequestKey,
} from './xero-payload';

export type CreateXeroInvoiceOptions = XeroClientOptions & {
  /** Tests only: runs once the dockets are claimed, before Xero is called. */
  whileClaimed?: () => Promise<void>;
  /** Tests only: runs inside the marking transaction, after the writes, so a throw undoes them. */
  beforeCommit?: (tx: Tx) => Promise<void>;
};

/**
 * Whether Xero certainly made no invoice under the claim's key, so the claim may go: it refused the
 * request itself (a 4xx, kept under the key: had an earlier attempt made the invoice, Xero would have
 * answered with it), or the grant, or it was never reached. A 5xx, a lost reply or anything else
 * leaves that unknown.
 */
function noInvoiceMade(err: unknown): boolean {
  if (err instanceof XeroApiError) return err.status !== null && err.status >= 400 && err.status < 500;
  return (
    err instanceof XeroNotConnectedError ||
    err instanceof XeroConnectionExpiredError ||
    (err instanceof AppError && err.code === 'BAD_REQUEST')
  );
}

/**
 * POST /api/xero/invoices (002 §5 'Accounting invoice', §7; issue 24): Xero connected, then the
 * dockets claimed (claim.ts: checked ready, 404/409 naming the first that is not or that another
 * request is invoicing; the lines checked against the dockets' work and totalled) before anything is
 * sent, then a DRAFT ACCREC invoice PUT to Xero under the claim's key, then the dockets marked
 * invoiced with Xero's InvoiceNumber and the claim released, all or none. Xero refusing releases
 * the claim; an unknown outcome leaves it for the next request for these dockets, which sends the
 * same key and gets the invoice Xero made, if it made one. The same request again returns the same
 * invoice: after success from the dockets' events.
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
  const requestKey = xeroRequestKey(actor.companyId, ids, input);
  // The same request at the same moment (a double click, two tabs) marked them first: its reply.
  const theirs = async (err: unknown) =>
    err instanceof AppError && err.code === 'CONFLICT' ? alreadyMarked(db, actor, ids, requestKey) : null;
  const done = await alreadyMarked(db, actor, ids, requestKey);
  if (done) return done;
  // Another company's docket is 404 before anything about this company's Xero is said.
  await assertDocketsVisible(db, actor, [...new Set(input.timesheetIds)], 'timesheetIds');
  if (!ctx.xero.settings || !(await loadXeroConnection(db, ctx.xero.cipher, actor.companyId)))
    throw new XeroNotConnectedError();

  let claim: XeroClaim;
  try {
    claim = await claimForXero(db, actor, ids, input, requestKey);
  } catch (err) {
    const first = await theirs(err);
    if (first) return first;
    throw err;
  }
  const { claimKey } = claim;
  let created: { invoiceId: string; invoiceNumber: string };
  try {
    await options.whileClaimed?.();
    created = await putInvoice(ctx, actor, xeroInvoicePayload(input, claim.lines), claimKey, options);
  } catch (err) {
    await settle(noInvoiceMade(err) ? releaseClaim : expireClaim, db, actor.companyId, claimKey);
    throw err;
  }
  const reply: XeroInvoiceReply = { ...created, total: claim.total, timesheetIds: ids };
  try {
    const record = xeroInvoiceRecord(input, claim);
    await markXeroInvoiced(db, actor, reply, { claimKey, requestKey, record }, options.beforeCommit);
  } catch (err) {
    const first = await theirs(err);
    if (first) return first;
    // Xero holds the invoice: the claim stays for the next request for these dockets to finish.
    await settle(expireClaim, db, actor.companyId, claimKey);
    throw err;
  }
  return reply;
}

/** Ends or expires a claim after a failure; if the database fails too, the claim expires by itself. */
async function settle(
  how: typeof releaseClaim,
  db: Parameters<typeof releaseClaim>[0],
  companyId: number,
  claimKey: string,
) {
  await how(db, companyId, claimKey).catch(() => undefined);
}

/** PUT /Invoices with the claim's key; Xero's ValidationException becomes a 400 with its first message. */
async function putInvoice(
  ctx: XeroClientContext,
  actor: Actor,
  body: ReturnType<typeof xeroInvoicePayload>,
  key: string,
  options: XeroClientOptions,
) {
  try {
    const res = await xeroClient(ctx, actor.companyId, actor.userId, options).call({
      operation: 'createInvoice',
      method: 'PUT',
      path: '/Invoices',
      body,
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
