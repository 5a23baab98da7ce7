/**
 * Writes docs/openapi.json from the route definitions (`npm run openapi`). A test fails when the
 * checked-in file differs from what the server describes, so a route change lands with its description.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../docs/openapi.json');

/** The document as it is checked in: two-space JSON with a final newline. */
export const openApiText = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

async function main() {
  const database = await openDatabase({ dataDir: null });
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
    database,
  });
  await app.ready();
  fs.writeFileSync(OPENAPI_FILE, openApiText(app.swagger()));
  await app.close();
  await database.close();
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}

if (process.argv[1] === import.meta.filename) await main();
