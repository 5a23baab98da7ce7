import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callOf } from '../api/guard';
import { PROBLEMS } from '../api/problem';
import type { SimContext } from '../context';
import type { Books, Invoice } from '../store';
import { type InvoiceChange, invoiceEvents } from '../webhooks/invoice-events';
import { booksOf } from './books';
import { envelope, paginate } from './envelope';
import { idempotent } from './idempotency';
import { modifiedSince } from './modified-since';
import { paymentJson } from './payment-json';
import { allPayments, applyPayment } from './payment-write';
import { invalid, validationException } from './validation';

// Apps made from March 2026 are given accounting.payments; older ones accounting.transactions.
const READ = {
  scopes: [
    'accounting.payments',
    'accounting.payments.read',
    'accounting.transactions',
    'accounting.transactions.read',
  ],
};
const WRITE = { scopes: ['accounting.payments', 'accounting.transactions'] };

type Sent = Record<string, unknown>;

/** `{"Payments":[…]}` (createPayments), or one bare Payment object (createPayment's documented body). */
function sentPayments(body: unknown): Sent[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const list = (body as { Payments?: unknown }).Payments;
  if (Array.isArray(list)) return list.length > 0 ? (list as Sent[]) : null;
  return 'Amount' in body ? [body as Sent] : null;
}

const copyOf = (books: Books): Books => ({
  ...books,
  invoices: books.invoices.map((invoice) => ({ ...invoice })),
});

export function registerPaymentRoutes(app: FastifyInstance, ctx: SimContext): void {
  const write = async (request: FastifyRequest, reply: FastifyReply) => {
    const books = booksOf(ctx, request);
    const { summarizeErrors } = request.query as { summarizeErrors?: string };
    return idempotent(books, request, reply, () => {
      const sent = sentPayments(request.body);
      if (!sent) {
        const message = 'The request body must hold a Payments array';
        return { status: 400, body: validationException([invalid({}, [message])]) };
      }
      const now = ctx.clock();
      if (summarizeErrors !== 'false') {
        const trial = copyOf(books);
        const refused = sent.flatMap((one) => {
          const result = applyPayment(trial, one, now);
          return 'errors' in result ? [invalid(one, result.errors)] : [];
        });
        if (refused.length > 0) return { status: 400, body: validationException(refused) };
      }
      const changed = new Set<Invoice>();
      const payments = sent.map((one) => {
        const result = applyPayment(books, one, now);
        if ('errors' in result) {
          return {
            ...invalid(one, result.errors),
            HasValidationErrors: true,
            StatusAttributeString: 'ERROR',
          };
        }
        changed.add(result.invoice);
        return { ...paymentJson(books, result.payment), StatusAttributeString: 'OK' };
      });
      const changes: InvoiceChange[] = [...changed].map((invoice) => ({ invoice, type: 'UPDATE' }));
      invoiceEvents(ctx, callOf(request).tenantId, changes);
      return { status: 200, body: envelope(ctx, { Payments: payments }) };
    });
  };

  app.put('/Payments', { config: WRITE }, write);
  app.post('/Payments', { config: WRITE }, write);

  app.get('/Payments', { config: READ }, async (request) => {
    const books = booksOf(ctx, request);
    const since = modifiedSince(request);
    const found = allPayments(books).filter((payment) => since === null || payment.updatedAt >= since);
    const { items, pagination } = paginate(found, request.query as { page?: string; pageSize?: string });
    return envelope(ctx, { Payments: items.map((payment) => paymentJson(books, payment)) }, pagination);
  });

  app.get('/Payments/:id', { config: READ }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const books = booksOf(ctx, request);
    const payment = allPayments(books).find((candidate) => candidate.PaymentID === id.toLowerCase());
    if (!payment) return reply.code(404).send(PROBLEMS.notFound());
    return envelope(ctx, { Payments: [paymentJson(books, payment)] });
  });
}
