import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { lastMigration, tableSums, type Manifest, type Query, type TableSums } from './manifest';

/** Debian's client tools (postgresql-client); PG_BIN names another folder. */
const tool = (name: 'pg_dump' | 'pg_restore') =>
  process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;

/** libpq reads the password from the environment, so it never shows in the process list. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(
            new Error(`${path.basename(command)} failed: ${err.trim().slice(0, 500) || `exit ${code}`}`),
          ),
    );
  });
}

const onClient =
  (client: pg.Client): Query =>
  async <T>(text: string) =>
    (await client.query(text)).rows as T[];

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * `pg_dump -Fc` of the snapshot the sums were counted in: a repeatable-read transaction exports its
 * snapshot and pg_dump reads the same one (`--snapshot`), so the manifest describes the dump exactly.
 */
export async function dumpPostgres(url: string): Promise<{
  dump: Buffer;
  tables: TableSums;
  migration: Manifest['migration'];
}> {
  const client = await connect(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const query = onClient(client);
    const tables = await tableSums(query);
    const migration = await lastMigration(query);
    const { dbname, env } = connection(url);
    const dump = await run(
      tool('pg_dump'),
      ['-Fc', `--snapshot=${rows[0]!.snapshot}`, '--dbname', dbname],
      env,
    );
    await client.query('commit');
    return { dump, tables, migration };
  } finally {
    await client.end();
  }
}

/** The sums of a database nobody else writes to (a scratch copy, one just restored). */
export async function postgresSums(url: string): Promise<TableSums> {
  const client = await connect(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const sums = await tableSums(onClient(client));
    await client.query('commit');
    return sums;
  } finally {
    await client.end();
  }
}

/** Objects in the database besides PostgreSQL's own: a restore goes only into an empty one. */
export async function postgresObjects(url: string): Promise<number> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** pg_restore of a dump into a database (owned by the restoring role, privileges left out). */
export async function restorePostgres(url: string, dump: Buffer): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitedockets-restore-'));
  const file = path.join(dir, 'database.dump');
  try {
    await fs.writeFile(file, dump, { mode: 0o600 });
    const { dbname, env } = connection(url);
    await run(
      tool('pg_restore'),
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', dbname, file],
      env,
    );
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Restores a dump into a scratch database beside the real one and counts its rows; the scratch
 * database is dropped afterwards. Needs CREATEDB for the role; without it the dump is only read
 * through (every block decompressed) and the sums are not compared (null).
 */
export async function scratchPostgresSums(url: string, dump: Buffer): Promise<TableSums | null> {
  const admin = await connect(url);
  const name = `${admin.database ?? 'sitedockets'}_verify_${randomBytes(4).toString('hex')}`.slice(-63);
  try {
    await admin.query(`create database "${name}"`);
  } catch {
    await admin.end();
    await readThrough(dump);
    return null;
  }
  try {
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    await restorePostgres(scratch.toString(), dump);
    return await postgresSums(scratch.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end();
  }
}

async function readThrough(dump: Buffer): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitedockets-verify-'));
  try {
    await fs.writeFile(path.join(dir, 'database.dump'), dump, { mode: 0o600 });
    await run(tool('pg_restore'), ['--file', '/dev/null', path.join(dir, 'database.dump')], process.env);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
