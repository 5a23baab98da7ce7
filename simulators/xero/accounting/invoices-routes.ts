import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callOf } from '../api/guard';
import { PROBLEMS } from '../api/problem';
import type { SimContext } from '../context';
import type { Books } from '../store';
import { booksOf } from './books';
import { envelope, paginate } from './envelope';
import { idempotent } from './idempotency';
import { invoiceJson } from './invoice-json';
import { writeInvoice } from './invoice-write';
import { type InvoiceChange, invoiceEvents } from '../webhooks/invoice-events';
import { modifiedSince } from './modified-since';
import { badBody, invalid, validationException } from './validation';

// Apps made from March 2026 are given accounting.invoices; older ones accounting.transactions.
const READ = {
  scopes: [
    'accounting.invoices',
    'accounting.invoices.read',
    'accounting.transactions',
    'accounting.transactions.read',
  ],
};
const WRITE = { scopes: ['accounting.invoices', 'accounting.transactions'] };

type Sent = Record<string, unknown>;

const copyOf = (books: Books): Books => ({
  ...books,
  contacts: books.contacts.map((contact) => ({ ...contact })),
  invoices: books.invoices.map((invoice) => ({ ...invoice })),
});

interface WriteQuery {
  summarizeErrors?: string;
  unitdp?: string;
}

/** The InvoiceID of `POST /Invoices/{InvoiceID}` (an InvoiceNumber is taken too), or null when unknown. */
function pathInvoiceId(books: Books, id: string | undefined): string | null | undefined {
  if (id === undefined) return undefined;
  const found = books.invoices.find(
    (invoice) => invoice.InvoiceID === id.toLowerCase() || invoice.InvoiceNumber === id,
  );
  return found ? found.InvoiceID : null;
}

export function registerInvoiceRoutes(app: FastifyInstance, ctx: SimContext): void {
  const write = (allowUpdate: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const books = booksOf(ctx, request);
    const query = request.query as WriteQuery;
    const unitDp = query.unitdp === '4' ? 4 : 2;
    const pathId = pathInvoiceId(books, (request.params as { id?: string }).id);
    if (pathId === null) return reply.code(404).send(PROBLEMS.notFound());
    return idempotent(books, request, reply, () => {
      const body = (request.body as { Invoices?: unknown } | null)?.Invoices;
      if (!Array.isArray(body) || body.length === 0) return { status: 400, body: badBody('Invoices') };
      const sent = pathId ? (body as Sent[]).map((one) => ({ ...one, InvoiceID: pathId })) : (body as Sent[]);
      const now = ctx.clock();
      if (query.summarizeErrors !== 'false') {
        // The whole batch is refused when any invoice is: try every one on a copy first.
        const trial = copyOf(books);
        const refused = sent.flatMap((one) => {
          const result = writeInvoice(trial, one, now, unitDp, allowUpdate);
          return 'errors' in result ? [invalid(one, result.errors)] : [];
        });
        if (refused.length > 0) return { status: 400, body: validationException(refused) };
      }
      const changes: InvoiceChange[] = [];
      const invoices = sent.map((one) => {
        const known = new Set(books.invoices);
        const result = writeInvoice(books, one, now, unitDp, allowUpdate);
        if ('errors' in result) {
          return { ...invalid(one, result.errors), HasErrors: true, StatusAttributeString: 'ERROR' };
        }
        changes.push({ invoice: result.invoice, type: known.has(result.invoice) ? 'UPDATE' : 'CREATE' });
        return { ...invoiceJson(books, result.invoice), StatusAttributeString: 'OK' };
      });
      invoiceEvents(ctx, callOf(request).tenantId, changes);
      return { status: 200, body: envelope(ctx, { Invoices: invoices }) };
    });
  };

  app.put('/Invoices', { config: WRITE }, write(false));
  app.post('/Invoices', { config: WRITE }, write(true));
  // updateInvoice: the body's Invoices change the one the path names (Status AUTHORISED or VOIDED…).
  app.post('/Invoices/:id', { config: WRITE }, write(true));

  app.get('/Invoices', { config: READ }, async (request) => {
    const query = request.query as {
      page?: string;
      pageSize?: string;
      IDs?: string;
      InvoiceNumbers?: string;
      Statuses?: string;
    };
    const list = (value?: string) => (value ? new Set(value.split(',').map((item) => item.trim())) : null);
    const [ids, numbers, statuses] = [
      list(query.IDs?.toLowerCase()),
      list(query.InvoiceNumbers),
      list(query.Statuses),
    ];
    const books = booksOf(ctx, request);
    const since = modifiedSince(request);
    const found = books.invoices
      .filter((invoice) => since === null || invoice.updatedAt >= since)
      .filter((invoice) => !ids || ids.has(invoice.InvoiceID))
      .filter((invoice) => !numbers || numbers.has(invoice.InvoiceNumber))
      .filter((invoice) => !statuses || statuses.has(invoice.Status))
      .sort((a, b) => a.updatedAt - b.updatedAt);
    const { items, pagination } = paginate(found, query);
    return envelope(ctx, { Invoices: items.map((invoice) => invoiceJson(books, invoice)) }, pagination);
  });

  // Xero takes an InvoiceID or an InvoiceNumber here.
  app.get('/Invoices/:id', { config: READ }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const books = booksOf(ctx, request);
    const invoice = books.invoices.find(
      (candidate) => candidate.InvoiceID === id.toLowerCase() || candidate.InvoiceNumber === id,
    );
    if (!invoice) return reply.code(404).send(PROBLEMS.notFound());
    return envelope(ctx, { Invoices: [invoiceJson(books, invoice)] });
  });
}
