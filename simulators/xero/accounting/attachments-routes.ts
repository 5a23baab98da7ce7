import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Outcome } from '../api/fault-reply';
import { PROBLEMS } from '../api/problem';
import type { SimContext } from '../context';
import type { Attachment, Books, Invoice } from '../store';
import { ATTACHMENT_LIMITS, attachmentJson } from './attachment-json';
import { booksOf } from './books';
import { envelope } from './envelope';
import { idempotent } from './idempotency';
import { invalid, validationException } from './validation';

const READ = { scopes: ['accounting.attachments', 'accounting.attachments.read'] };
const WRITE = { scopes: ['accounting.attachments'] };

type Params = { id: string; name: string };

const findInvoice = (books: Books, id: string): Invoice | undefined =>
  books.invoices.find((invoice) => invoice.InvoiceID === id.toLowerCase());

const sameName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Where an attachment's content is read: this simulator's origin and the accounting path. */
function urlOf(request: FastifyRequest, invoice: Invoice, fileName: string): string {
  const path = request.url.split('?')[0] ?? '';
  const prefix = path.slice(0, path.toLowerCase().indexOf('/invoices/'));
  const origin = `${request.protocol}://${request.host}`;
  return `${origin}${prefix}/Invoices/${invoice.InvoiceID}/Attachments/${encodeURIComponent(fileName)}`;
}

const refused = (fileName: string, message: string): Outcome => ({
  status: 400,
  body: validationException([invalid({ FileName: fileName }, [message])]),
});

/**
 * PUT or POST of a file's bytes under a name: a name the invoice already holds (case aside) is
 * replaced, keeping its AttachmentID (as Xero does); a new one is refused past 10 files.
 * `IncludeOnline=true` shows it to the customer with the online invoice.
 */
function store(ctx: SimContext, books: Books, invoice: Invoice, request: FastifyRequest): Outcome {
  const { name } = request.params as Params;
  const content = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (content.length > ATTACHMENT_LIMITS.maxBytes) return { status: 413, body: PROBLEMS.payloadTooLarge() };
  if (content.length === 0) return refused(name, 'The attachment has no content');
  const list = books.attachments.get(invoice.InvoiceID) ?? [];
  const existing = list.find((attachment) => sameName(attachment.FileName, name));
  if (!existing && list.length >= ATTACHMENT_LIMITS.perDocument)
    return refused(name, `A document can have at most ${ATTACHMENT_LIMITS.perDocument} attachments`);
  const online = (request.query as { IncludeOnline?: string }).IncludeOnline;
  const attachment: Attachment = {
    AttachmentID: existing?.AttachmentID ?? randomUUID(),
    FileName: name,
    MimeType: request.headers['content-type']?.split(';')[0]?.trim() || 'application/octet-stream',
    IncludeOnline:
      online === undefined ? (existing?.IncludeOnline ?? false) : online.toLowerCase() === 'true',
    content: Buffer.from(content),
  };
  books.attachments.set(
    invoice.InvoiceID,
    existing ? list.map((one) => (one === existing ? attachment : one)) : [...list, attachment],
  );
  const json = attachmentJson(attachment, urlOf(request, invoice, attachment.FileName));
  return { status: 200, body: envelope(ctx, { Attachments: [json] }) };
}

/**
 * /Invoices/{InvoiceID}/Attachments (xero_accounting.yaml): the list, a file's content by its
 * AttachmentID or FileName, and PUT/POST of a file as the raw body (any Content-Type, which becomes
 * its MimeType). An unknown invoice is 404. Registered in a scope of its own, where every body is
 * taken as bytes.
 */
export async function attachmentRoutes(app: FastifyInstance, ctx: SimContext): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 2 * ATTACHMENT_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );

  const withInvoice =
    (work: (books: Books, invoice: Invoice, request: FastifyRequest, reply: FastifyReply) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const books = booksOf(ctx, request);
      const invoice = findInvoice(books, (request.params as Params).id);
      if (!invoice) return reply.code(404).send(PROBLEMS.notFound());
      return work(books, invoice, request, reply);
    };

  const write = withInvoice((books, invoice, request, reply) =>
    idempotent(books, request, reply, () => store(ctx, books, invoice, request)),
  );
  app.put('/Invoices/:id/Attachments/:name', { config: WRITE }, write);
  app.post('/Invoices/:id/Attachments/:name', { config: WRITE }, write);

  app.get(
    '/Invoices/:id/Attachments',
    { config: READ },
    withInvoice((books, invoice, request) => {
      const list = books.attachments.get(invoice.InvoiceID) ?? [];
      return envelope(ctx, {
        Attachments: list.map((one) => attachmentJson(one, urlOf(request, invoice, one.FileName))),
      });
    }),
  );

  // Xero's getInvoiceAttachmentById and getInvoiceAttachmentByFileName share this path.
  app.get(
    '/Invoices/:id/Attachments/:name',
    { config: { ...READ, fileReply: true } },
    withInvoice((books, invoice, request, reply) => {
      const { name } = request.params as Params;
      const list = books.attachments.get(invoice.InvoiceID) ?? [];
      const found =
        list.find((one) => one.AttachmentID === name.toLowerCase()) ??
        list.find((one) => sameName(one.FileName, name));
      if (!found) return reply.code(404).send(PROBLEMS.notFound());
      return reply.type(found.MimeType).send(found.content);
    }),
  );
}
