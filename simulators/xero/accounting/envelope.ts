import { randomUUID } from 'node:crypto';
import type { SimContext } from '../context';
import { msDateNoOffset } from '../xero-date';

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  itemCount: number;
}

/** `{Id, Status:"OK", ProviderName, DateTimeUTC, <Collection>:[…]}`, as every accounting reply. */
export function envelope(ctx: SimContext, collection: Record<string, unknown>, pagination?: Pagination) {
  return {
    Id: randomUUID(),
    Status: 'OK',
    ProviderName: ctx.appName,
    DateTimeUTC: msDateNoOffset(ctx.clock()),
    ...(pagination ? { pagination } : {}),
    ...collection,
  };
}

/** Xero pages lists at 100 by default (`pageSize` up to 1000); the first page when none is asked for. */
export function paginate<T>(items: T[], query: { page?: string; pageSize?: string }) {
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  const pageSize = Math.min(1000, Math.max(1, Number.parseInt(query.pageSize ?? '100', 10) || 100));
  const pagination: Pagination = {
    page,
    pageSize,
    pageCount: Math.ceil(items.length / pageSize),
    itemCount: items.length,
  };
  return { items: items.slice((page - 1) * pageSize, page * pageSize), pagination };
}
