import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { databaseUrl } from './postgres-url';
import './provided';

/**
 * Creates a new migrated template database on the PostgreSQL server for this run; every test
 * file gets its own database copied from it, and all of them are dropped at the end.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = `sitedockets_tmpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, template), poolSize: 1 });
  await database.close();
  project.provide('databaseSource', { kind: 'postgres', adminUrl, template });
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like $2`,
      [template, `${template}_f%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}
