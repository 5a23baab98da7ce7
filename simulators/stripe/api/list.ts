import { invalid, noSuch } from '../errors';
import type { Form } from '../form';
import { integer, text } from './params';

type Json = Record<string, unknown> & { id?: unknown };

/**
 * A Stripe list: newest first, `limit` (1–100, default 10), `starting_after` / `ending_before` cursors,
 * `has_more`.
 */
export function listReply(newestLast: Json[], query: Form, url: string): Record<string, unknown> {
  const limit = integer(query, 'limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw invalid('This value must be between 1 and 100.', 'limit', 'parameter_invalid_integer');
  const all = [...newestLast].reverse();
  const after = text(query, 'starting_after');
  const before = text(query, 'ending_before');
  let start = 0;
  let end = all.length;
  if (after !== undefined) {
    const at = all.findIndex((item) => item.id === after);
    if (at < 0) throw noSuch('object', after, 'starting_after');
    start = at + 1;
  }
  if (before !== undefined) {
    const at = all.findIndex((item) => item.id === before);
    if (at < 0) throw noSuch('object', before, 'ending_before');
    end = at;
    start = Math.max(0, end - limit);
  }
  const data = all.slice(start, Math.min(end, start + limit));
  return { object: 'list', data, has_more: start + data.length < end, url };
}

/** The paging parameters every list takes. */
export const LIST_PARAMS = ['limit', 'starting_after', 'ending_before', 'expand'] as const;

/** The equality filters a list call names (`customer=…&status=…`), each read from the item by `fields`. */
export function whereFields<T>(form: Form, fields: Record<string, (item: T) => string | null>) {
  const wanted = Object.entries(fields).map(([key, read]) => [text(form, key), read] as const);
  return (item: T): boolean => wanted.every(([value, read]) => value === undefined || read(item) === value);
}
