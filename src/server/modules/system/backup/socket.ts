import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { BackupResult } from './take';

/**
 * `npm run backup` asks the running server through a unix socket in DATA_DIR (mode 0600): only this
 * machine's user who owns the data folder can reach it, and it has no network address, so it needs
 * no secret of its own. One request: a line `backup`; one reply: the result as a JSON line.
 */
export const SOCKET_FILE = 'backup.sock';

export function serveBackupSocket(
  dataDir: string,
  take: () => Promise<BackupResult>,
): Promise<() => Promise<void>> {
  const file = path.join(dataDir, SOCKET_FILE);
  // The folder is locked by this process: a socket file left there belongs to one that died.
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes('\n')) return;
      if (text.trim() !== 'backup')
        return void socket.end(`${JSON.stringify({ ok: false, message: 'unknown request' })}\n`);
      void take().then((result) => socket.end(`${JSON.stringify(result)}\n`));
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      fs.chmodSync(file, 0o600);
      resolve(
        () =>
          new Promise<void>((done) => {
            server.close(() => done());
            fs.rmSync(file, { force: true });
          }),
      );
    });
  });
}

/** Asks the server holding DATA_DIR to take a backup now, and waits for its result. */
export function askRunningServer(dataDir: string): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(path.join(dataDir, SOCKET_FILE));
    let text = '';
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as BackupResult);
      } catch {
        reject(new Error('The running server gave no backup result'));
      }
    });
    socket.on('error', (err) =>
      reject(new Error(`Could not reach the running server's backup socket (${err.message})`)),
    );
  });
}
