import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { RegisteredRoute } from '../../src/server/access/guard';
import { malformedSegment, malformedValue } from './malformed';
import { fieldsOfRoute, type Path } from './schema-paths';

/** What one call changes in the well-formed request of its route. */
export type Mutation = {
  body: [(string | number)[], unknown][];
  wholeBody: unknown;
  param: [string, string] | null;
  query: [string, string, boolean] | null;
};

/** Random mutations: one or two body fields, a path parameter, a query value or the whole body. */
export function mutationsOf(route: RegisteredRoute): fc.Arbitrary<Mutation> {
  const fields = fieldsOfRoute(route.schema);
  const option = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 2 });
  return fc.record({
    body: fields.body.length
      ? fc.array(fc.tuple(fc.constantFrom(...fields.body), malformedValue), { maxLength: 2 })
      : fc.constant([]),
    wholeBody: route.schema?.body
      ? fc.option(fc.constantFrom<unknown>(null, [], 'text', 42, [{}]), { nil: undefined, freq: 8 })
      : fc.constant(undefined),
    param: fields.params.length
      ? option(fc.tuple(fc.constantFrom(...fields.params), malformedSegment))
      : fc.constant(null),
    query: fields.query.length
      ? option(fc.tuple(fc.constantFrom(...fields.query), malformedSegment, fc.boolean()))
      : fc.constant(null),
  });
}

/** The values of issue 11 point 7, put in every field, parameter and query value of the route in turn. */
const KNOWN_BAD_VALUES: unknown[] = ['a\u0000b', 2_147_483_648, '2025-02-30'];
const KNOWN_BAD_SEGMENTS = ['2147483648', 'a%00b', '2025-02-30'];
const none: Mutation = { body: [], wholeBody: undefined, param: null, query: null };

export function sweepOf(route: RegisteredRoute): Mutation[] {
  const fields = fieldsOfRoute(route.schema);
  return [
    ...fields.body.flatMap((path) =>
      KNOWN_BAD_VALUES.map((v) => ({ ...none, body: [[path, v]] }) as Mutation),
    ),
    ...fields.params.flatMap((p) => KNOWN_BAD_SEGMENTS.map((v) => ({ ...none, param: [p, v] }) as Mutation)),
    ...fields.query.flatMap((q) =>
      KNOWN_BAD_SEGMENTS.map((v) => ({ ...none, query: [q, v, false] }) as Mutation),
    ),
  ];
}

/** The well-formed request with the mutation applied. */
export function mutate(route: RegisteredRoute, base: InjectOptions, m: Mutation): InjectOptions {
  const [pathname, search = ''] = String(base.url).split('?');
  const template = route.url.split('/');
  const segments = pathname!
    .split('/')
    .map((segment, i) => (m.param && template[i] === `:${m.param[0]}` ? m.param[1] : segment));
  const query = new URLSearchParams(search);
  const pairs = [query.toString()];
  if (m.query) {
    const [key, value, repeated] = m.query;
    query.delete(key);
    pairs.splice(0, 1, query.toString(), `${key}=${value}`, ...(repeated ? [`${key}=${value}`] : []));
  }
  const queryText = pairs.filter(Boolean).join('&');
  const url = `${segments.join('/')}${queryText ? `?${queryText}` : ''}`;
  let body: unknown = base.payload;
  for (const [path, value] of m.body) body = setAt(body, path, value);
  if (m.wholeBody !== undefined) body = m.wholeBody;
  const sendsBody = body !== undefined && !['GET', 'HEAD'].includes(String(base.method));
  return {
    method: base.method,
    url,
    headers: { ...(base.headers ?? {}), ...(sendsBody ? { 'content-type': 'application/json' } : {}) },
    ...(sendsBody ? { payload: JSON.stringify(body) } : {}),
  };
}

/** A copy of `value` with `replacement` at `path`, creating the objects and arrays on the way. */
export function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head] = setAt(list[head], rest, replacement);
    return list;
  }
  const record = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  (record as Record<string, unknown>)[head!] = setAt(
    (record as Record<string, unknown>)[head!],
    rest,
    replacement,
  );
  return record;
}
