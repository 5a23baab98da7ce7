/**
 * `npm run dev`: the API on :3001 (tsx src/server/main.ts, env inherited) and Vite's dev server on
 * :3000, which forwards /api to it. Stopping one stops the other; Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const API_PORT = '3001';

const api = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, PORT: API_PORT },
  stdio: 'inherit',
});

const vite = await createServer({ configFile: 'vite.config.ts', server: { port: 3000 } });

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
  await vite.close();
  process.exitCode = code;
}

api.once('exit', (code, signal) => {
  if (!stopping) console.error(`\nThe API stopped (${signal ?? `exit code ${code}`}); stopping Vite.`);
  void stop(code ?? 1);
});
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

try {
  await vite.listen();
  vite.printUrls();
  console.log(`  ➜  API:     http://127.0.0.1:${API_PORT} (proxied at /api)\n`);
} catch (error) {
  console.error('Vite could not start:', error);
  await stop(1);
}
