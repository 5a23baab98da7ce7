import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import { booksOf } from './books';
import { contactJson, matchesSearch } from './contact-json';
import { writeContact } from './contact-write';
import { envelope, paginate } from './envelope';
import { idempotent } from './idempotency';
import { PROBLEMS } from '../api/problem';
import { badBody, invalid, validationException } from './validation';

const READ = { scopes: ['accounting.contacts', 'accounting.contacts.read'] };
const WRITE = { scopes: ['accounting.contacts'] };

interface ListQuery {
  searchTerm?: string;
  page?: string;
  pageSize?: string;
  IDs?: string;
  includeArchived?: string;
}

export function registerContactRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/Contacts', { config: READ }, async (request) => {
    const query = request.query as ListQuery;
    const ids = query.IDs ? new Set(query.IDs.split(',').map((id) => id.trim().toLowerCase())) : null;
    const found = booksOf(ctx, request)
      .contacts.filter((contact) => query.includeArchived === 'true' || contact.ContactStatus === 'ACTIVE')
      .filter((contact) => !ids || ids.has(contact.ContactID))
      .filter((contact) => !query.searchTerm || matchesSearch(contact, query.searchTerm))
      .sort((a, b) => a.Name.localeCompare(b.Name));
    const { items, pagination } = paginate(found, query);
    return envelope(ctx, { Contacts: items.map(contactJson) }, pagination);
  });

  app.get('/Contacts/:id', { config: READ }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const contact = booksOf(ctx, request).contacts.find(
      (candidate) => candidate.ContactID === id.toLowerCase() || candidate.ContactNumber === id,
    );
    if (!contact) return reply.code(404).send(PROBLEMS.notFound());
    return envelope(ctx, { Contacts: [contactJson(contact)] });
  });

  const write = (allowUpdate: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const books = booksOf(ctx, request);
    return idempotent(books, request, reply, () => {
      const sent = (request.body as { Contacts?: unknown } | null)?.Contacts;
      if (!Array.isArray(sent) || sent.length === 0) return { status: 400, body: badBody('Contacts') };
      // Refused as a whole: check every contact on a copy before storing any.
      const trial = { ...books, contacts: books.contacts.map((contact) => ({ ...contact })) };
      const errors = sent.map((one: Record<string, unknown>) => {
        const result = writeContact(trial, one, ctx.clock(), allowUpdate);
        return 'errors' in result ? invalid(one, result.errors) : null;
      });
      const refused = errors.filter((element) => element !== null);
      if (refused.length > 0) return { status: 400, body: validationException(refused) };
      const written = sent.map((one: Record<string, unknown>) =>
        writeContact(books, one, ctx.clock(), allowUpdate),
      );
      const contacts = written.flatMap((result) =>
        'contact' in result ? [contactJson(result.contact)] : [],
      );
      return { status: 200, body: envelope(ctx, { Contacts: contacts }) };
    });
  };

  app.put('/Contacts', { config: WRITE }, write(false));
  app.post('/Contacts', { config: WRITE }, write(true));
}
