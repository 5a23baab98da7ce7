/**
 * Fails when the drizzle schema has changes no migration holds (`npm run check:migrations`, part of
 * `npm test`): drizzle-kit generates into a copy of migrations/ and must find nothing to write.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'sitedockets-migrations-'));
try {
  fs.cpSync(path.join(root, 'migrations'), copy, { recursive: true });
  const before = fs.readdirSync(copy).sort();
  const config = path.join(copy, 'drizzle.config.mjs');
  fs.writeFileSync(
    config,
    `export default ${JSON.stringify({
      dialect: 'postgresql',
      schema: path.join(root, 'src/server/db/schema/index.ts'),
      // drizzle-kit reads `out` relative to the working directory.
      out: path.relative(root, copy),
    })};\n`,
  );
  // drizzle-kit exits 0 even when it could not read the schema: its words are the verdict.
  const output = execFileSync(
    path.join(root, 'node_modules/.bin/drizzle-kit'),
    ['generate', '--config', config],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const added = fs.readdirSync(copy).filter((name) => !before.includes(name) && name.endsWith('.sql'));
  if (added.length > 0) {
    console.error(
      `The schema in src/server/db/schema has changes without a migration (drizzle-kit would write ${added.join(', ')}).\n` +
        'Run `npm run db:generate -- --name <what changed>` and commit the migration.',
    );
    process.exit(1);
  }
  if (!output.includes('No schema changes')) {
    console.error(`drizzle-kit did not confirm the schema matches the migrations:\n${output}`);
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
