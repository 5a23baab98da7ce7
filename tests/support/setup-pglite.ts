import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/server/db/client';
import './provided';

/** Migrates one embedded database and dumps it; every test file starts from a copy of that dump. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitedockets-test-'));
  const dumpPath = path.join(dir, 'migrated.tar');
  const database = await openDatabase({ dataDir: null });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('databaseSource', { kind: 'pglite', dumpPath });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
