import type { FastifyRequest } from 'fastify';
import { callOf } from '../api/guard';
import type { SimContext } from '../context';
import type { Books } from '../store';

/** The books of the organisation named by the call's `xero-tenant-id` (checked by the guard). */
export function booksOf(ctx: SimContext, request: FastifyRequest): Books {
  const books = ctx.store.books.get(callOf(request).tenantId);
  if (!books) throw new Error('guard let through a tenant with no books');
  return books;
}
