import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../../../db/client';
import { APP_VERSION } from '../../../version';

/** Each table's rows: how many, and an md5 over the md5 of each row's text (order-free, any size). */
export type TableSums = Record<string, { rows: number; md5: string }>;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(1),
  app: z.literal('sitedockets'),
  version: z.string(),
  /** The last migration applied to the database when it was taken (drizzle's journal tag and time). */
  migration: z.object({ tag: z.string(), when: z.number() }),
  driver: z.enum(['embedded', 'postgres']),
  takenAt: z.string(),
  database: z.object({ file: z.string(), bytes: z.number(), sha256 }),
  /** DATA_DIR's token key file, or null when the key came from TOKEN_ENCRYPTION_KEY (not in the backup). */
  tokenKey: z.object({ file: z.string(), sha256 }).nullable(),
  tables: z.record(z.string(), z.object({ rows: z.number(), md5: z.string() })),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const MANIFEST_FILE = 'manifest.json';

type Journal = { entries: { tag: string; when: number }[] };

/** The migrations this code knows, oldest first. */
export function knownMigrations(): Journal['entries'] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** A statement's rows, whichever client runs it (PGlite, a pg client, a transaction of either). */
export type Query = <T>(text: string) => Promise<T[]>;

const TABLES = `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_%' order by 1`;

/** Row counts and checksums of every table; the caller holds the snapshot they describe. */
export async function tableSums(query: Query): Promise<TableSums> {
  await query(`set local timezone to 'UTC'`);
  await query(`set local datestyle to 'ISO, YMD'`);
  const sums: TableSums = {};
  for (const { name } of await query<{ name: string }>(TABLES)) {
    const [row] = await query<{ rows: number; md5: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(h, '' order by h), '')) as md5
       from (select md5(t::text) as h from ${name} t) s`,
    );
    sums[name] = row!;
  }
  return sums;
}

/** The last migration applied to the database, named by the journal (or unknown to this code). */
export async function lastMigration(query: Query): Promise<Manifest['migration']> {
  const [row] = await query<{ when: string | number }>(
    'select created_at as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const when = Number(row?.when ?? 0);
  const tag = knownMigrations().find((m) => m.when === when)?.tag ?? `unknown (${when})`;
  return { tag, when };
}

/** Tables whose rows differ between two sets of sums, each with what differs. */
export function differences(expected: TableSums, actual: TableSums): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  const out: string[] = [];
  for (const name of [...names].sort()) {
    const a = expected[name];
    const b = actual[name];
    if (!a || !b) out.push(`${name}: ${a ? 'missing' : 'not expected'}`);
    else if (a.rows !== b.rows) out.push(`${name}: ${b.rows} rows instead of ${a.rows}`);
    else if (a.md5 !== b.md5) out.push(`${name}: rows differ`);
  }
  return out;
}

/** Why this code cannot restore a backup of this release, or null when it can (older ones migrate). */
export function releaseProblem(manifest: Manifest): string | null {
  if (knownMigrations().some((m) => m.when === manifest.migration.when)) return null;
  return (
    `This backup was taken by a newer release (SiteDockets ${manifest.version}, migration ` +
    `${manifest.migration.tag}) than this code (${APP_VERSION}) knows. Restore it with that release or a later one.`
  );
}
