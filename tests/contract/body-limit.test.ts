import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

/** Issue 11 point 8: a body over the size limit always gets its 413, over a real HTTP connection. */
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ port } = t.app.server.address() as net.AddressInfo);
});
afterAll(() => t.close());

/**
 * Sends a 5 MB body over a real connection the way a browser's upload does (everything first, then
 * read the reply) and returns what came back: the server must not close before it was all sent.
 */
function uploadThenRead(port: number, size: number, chunked: boolean): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let error = '';
    socket.pause();
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('close', () => resolve(text || `no reply: ${error}`));
    const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`;
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n${length}\r\n\r\n`,
    );
    const piece = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const next = (err?: Error | null) => {
      if (err || socket.destroyed || sent >= size) {
        if (!err && chunked) socket.write('0\r\n\r\n');
        socket.resume();
        return;
      }
      sent += piece.length;
      const frame = chunked
        ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
        : piece;
      socket.write(frame, (e) => setImmediate(next, e));
    };
    next();
  });
}

describe('a body over the limit, over a real connection', () => {
  it.each([
    ['with a Content-Length', false],
    ['chunked', true],
  ])('always gets its 413 (%s), even from a client that sends it all before reading', async (_, chunked) => {
    for (let round = 0; round < 5; round++) {
      const reply = await uploadThenRead(port, 5 * 1024 * 1024, chunked);
      expect(reply.slice(0, 12), reply.slice(0, 80)).toBe('HTTP/1.1 413');
      expect(reply).toContain('"code":"PAYLOAD_TOO_LARGE"');
    }
  });
});
