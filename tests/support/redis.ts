import { spawn } from 'node:child_process';
import { createServer, connect } from 'node:net';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

/**
 * A Redis for a test file: TEST_REDIS_URL when set (CI's service), else a throwaway `redis-server`
 * (Debian's redis-server package) on a free port, without persistence, stopped afterwards.
 */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => {} };
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const failed = new Promise<never>((_, reject) =>
    child.on('error', (err) =>
      reject(new Error(`Redis tests need redis-server on PATH or TEST_REDIS_URL: ${err.message}`)),
    ),
  );
  for (let i = 0; i < 100 && !(await Promise.race([answers(port), failed])); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill())),
  };
}
