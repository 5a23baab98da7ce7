import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { databaseUrl } from './postgres-url';
import './provided';

/** A fresh, migrated, empty database for one test file, on the driver this test project runs. */
export async function freshDatabase(): Promise<Database> {
  const source = inject('databaseSource');
  if (source.kind === 'pglite') {
    const dump = new Blob([fs.readFileSync(source.dumpPath)]);
    return openDatabase({ dataDir: null, loadDataDir: dump });
  }
  const name = `${source.template}_f${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${source.template}`);
  } finally {
    await admin.end();
  }
  return openDatabase({ url: databaseUrl(source.adminUrl, name), poolSize: 4 });
}
