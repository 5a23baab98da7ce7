import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

describe('graceful shutdown', () => {
  it('lets a request in flight finish on SIGTERM, then closes the database and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitedockets-shutdown-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/slow-server.ts'], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const m = /PORT=(\d+)/.exec(output);
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    });
    const base = `http://127.0.0.1:${port}`;

    const inFlight = fetch(`${base}/api/test/slow`);
    const until = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 30_000, interval: 50 });
    await until(() => expect(output).toContain('SLOW'));
    const exited = once(child, 'exit');
    child.kill('SIGTERM');

    // Once the shutdown has begun a new request is turned away, while the slow one is still held.
    const health = () =>
      fetch(`${base}/api/health`).then(
        (r) => r.status,
        () => 'refused' as const,
      );
    const late = await until(async () => {
      const status = await health();
      expect(status).not.toBe(200);
      return status;
    });
    expect([503, 'refused']).toContain(late);

    child.stdin.write('finish\n');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    const [code] = await exited;
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'sitedockets.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
