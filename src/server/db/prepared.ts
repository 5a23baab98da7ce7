import { fillPlaceholders, type Column, type Query } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Tx } from './client';

const cache = new WeakMap<Db | Tx, Map<string, unknown>>();

/**
 * A statement prepared once per database handle (drizzle `.prepare(name)`): the hot paths skip
 * building their SQL again and PostgreSQL reuses the plan. Inside a transaction the handle is new
 * each time, so the statement is built for it (correct, only not cached).
 */
export function prepared<T>(db: Db | Tx, name: string, build: (db: Db | Tx, name: string) => T): T {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map()));
  if (!statements.has(name)) statements.set(name, build(db, name));
  return statements.get(name) as T;
}

/**
 * Types whose text Drizzle's drivers hand over as it is (Drizzle's node-postgres and PGlite
 * sessions), for the columns' own decoders: timestamps, dates, intervals and their arrays.
 */
const AS_TEXT = [1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: (oid: number, format?: string) =>
    AS_TEXT.includes(oid) ? asText : pg.types.getTypeParser(oid, format as 'text'),
};
const pgliteParsers = Object.fromEntries(AS_TEXT.map((oid) => [oid, asText]));

type PGliteLike = {
  query(text: string, params: unknown[], options: object): Promise<{ rows: unknown[][] }>;
};

/** Runs a select's statement with its named placeholders filled: rows as arrays of the driver's values. */
export type ArrayStatement = (values: Record<string, unknown>) => Promise<unknown[][]>;

/**
 * A select run as a named prepared statement by the driver itself (the database handle's pool, or
 * the embedded database), its rows as arrays of the values Drizzle's own session would read: for a
 * hot read that maps its rows by position (`columnsAt`) instead of through Drizzle's per-row mapping.
 */
export function arrayStatement(db: Db, name: string, query: { toSQL(): Query }): ArrayStatement {
  const { sql: text, params } = query.toSQL();
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool)
    return async (values) =>
      (
        await client.query<unknown[]>({
          name,
          text,
          values: fillPlaceholders(params, values),
          rowMode: 'array',
          types: pgTypes,
        })
      ).rows;
  if (typeof (client as Partial<PGliteLike> | undefined)?.query !== 'function')
    throw new Error(`Statement ${name} runs on a database handle, not inside a transaction`);
  const embedded = client as PGliteLike;
  return async (values) =>
    (
      await embedded.query(text, fillPlaceholders(params, values), {
        rowMode: 'array',
        parsers: pgliteParsers,
      })
    ).rows;
}

/** Column types whose decoder returns the driver's value as it is. */
const AS_IS = new Set(['PgInteger', 'PgBoolean', 'PgVarchar', 'PgText', 'PgEnumColumn', 'PgNumeric']);

type Columns = Record<string, Column>;
/** A row of those columns as Drizzle reads them: each column's type, null where it may be null. */
export type RowOf<T extends Columns, Nullable extends boolean = false> = {
  [K in keyof T]:
    | T[K]['_']['data']
    | (Nullable extends true ? null : T[K]['_']['notNull'] extends true ? never : null);
};

/**
 * Reads `columns`, selected in this order from position `at` of an array row, into an object as
 * Drizzle's select would give them: each value through its column's own decoder (a timestamp's
 * text becomes a Date), skipped only for the types whose decoder returns the value as it is.
 * `Nullable`: the columns of a left-joined table, null when it found no row.
 */
export function columnsAt<T extends Columns, Nullable extends boolean = false>(columns: T, at: number) {
  const reads = Object.entries(columns).map(
    ([key, column], i) => [key, at + i, AS_IS.has(column.columnType) ? null : column] as const,
  );
  return {
    /** Where the next columns of the row begin. */
    end: at + reads.length,
    read(row: readonly unknown[]): RowOf<T, Nullable> {
      const value: Record<string, unknown> = {};
      for (const [key, i, decoder] of reads) {
        const raw = row[i];
        value[key] = raw === null || decoder === null ? raw : decoder.mapFromDriverValue(raw);
      }
      return value as RowOf<T, Nullable>;
    },
  };
}
