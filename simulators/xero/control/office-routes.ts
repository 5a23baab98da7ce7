import type { FastifyInstance } from 'fastify';
import { invoiceJson } from '../accounting/invoice-json';
import { paymentJson } from '../accounting/payment-json';
import type { SimContext } from '../context';
import { findInvoice, pay, setStatus } from '../office/actions';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

interface PayBody {
  invoiceId?: unknown;
  invoiceNumber?: unknown;
  tenantId?: unknown;
  amount?: unknown;
  date?: unknown;
  reference?: unknown;
}

/**
 * Test and dev only: what the office does in Xero. POST /__control/pay {invoiceId | invoiceNumber,
 * amount? (default all that is due), date? (YYYY-MM-DD, default today), tenantId?} approves a draft
 * first, then pays; POST /__control/invoices/:id/status {status: AUTHORISED|VOIDED|DELETED}.
 * Refusals are 400 {message, errors} with Xero's messages; an unknown invoice 404.
 */
export async function officeControlRoutes(app: FastifyInstance, ctx: SimContext): Promise<void> {
  app.post('/__control/pay', async (request, reply) => {
    const body = (request.body ?? {}) as PayBody;
    const amount = body.amount;
    if (amount !== undefined && (typeof amount !== 'number' || !Number.isFinite(amount)))
      return reply.code(400).send({ message: 'amount must be a number of dollars' });
    const invoiceId = text(body.invoiceId);
    const invoiceNumber = text(body.invoiceNumber);
    if (!invoiceId && !invoiceNumber)
      return reply.code(400).send({ message: 'Send {invoiceId} or {invoiceNumber}' });
    const found = findInvoice(ctx, { invoiceId, invoiceNumber, tenantId: text(body.tenantId) });
    if (!found) return reply.code(404).send({ message: 'No such invoice' });
    const result = pay(ctx, found, { amount, date: text(body.date), reference: text(body.reference) });
    if ('errors' in result)
      return reply.code(400).send({ message: result.errors.join(' '), errors: result.errors });
    return {
      invoice: invoiceJson(found.books, result.invoice),
      payment: paymentJson(found.books, result.payment),
    };
  });

  app.post('/__control/invoices/:id/status', async (request, reply) => {
    const { id } = request.params as { id: string };
    const status = text((request.body as { status?: unknown } | null)?.status);
    if (!status) return reply.code(400).send({ message: 'Send {status: AUTHORISED|VOIDED|DELETED}' });
    const found = findInvoice(ctx, { invoiceId: id }) ?? findInvoice(ctx, { invoiceNumber: id });
    if (!found) return reply.code(404).send({ message: 'No such invoice' });
    const errors = setStatus(ctx, found, status);
    if (errors.length > 0) return reply.code(400).send({ message: errors.join(' '), errors });
    return { invoice: invoiceJson(found.books, found.invoice) };
  });
}
