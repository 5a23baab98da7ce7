import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { COMPRESS_THRESHOLD_BYTES, installCompression, isCompressible } from './compression';

/** A JSON reply well over the threshold. */
const bigJson = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, note: `Docket line ${i}` })) };
/** Bytes that look like a file's (incompressible noise would also be left alone; text shows the rule). */
const fileBytes = Buffer.from('%PDF-1.7 '.repeat(500));

const decode = (encoding: string | undefined, raw: Buffer): string =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(raw).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(raw).toString()
      : raw.toString();

describe('which replies are compressed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await installCompression(app);
    app.get('/api/big', async () => bigJson);
    app.get('/api/small', async () => ({ ok: true }));
    app.get('/api/docket.pdf', async (_req, reply) => reply.type('application/pdf').send(fileBytes));
    app.get('/api/dockets.zip', async (_req, reply) => reply.type('application/zip').send(fileBytes));
    app.get('/api/blob', async (_req, reply) => reply.type('application/octet-stream').send(fileBytes));
    app.get('/api/report.csv', async (_req, reply) =>
      reply.type('text/csv; charset=utf-8').send('date,hours\n'.repeat(300)),
    );
    // The live stream: text/event-stream, written as events happen (H10's /api/live).
    app.get('/api/live', async (_req, reply) => {
      const stream = new PassThrough();
      stream.end(`data: ${'x'.repeat(2000)}\n\n`);
      return reply.type('text/event-stream').send(stream);
    });
    // Another event stream under another path: left alone for its content type alone.
    app.get('/api/other-events', async (_req, reply) => {
      const stream = new PassThrough();
      stream.end(`data: ${'y'.repeat(2000)}\n\n`);
      return reply.type('text/event-stream').send(stream);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('a large JSON reply goes brotli when the browser accepts it, gzip when only that, plain otherwise', async () => {
    const br = await get('/api/big', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode('br', br.rawPayload))).toEqual(bigJson);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(bigJson).length / 3);

    const gzip = await get('/api/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', gzip.rawPayload))).toEqual(bigJson);

    const plain = await get('/api/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(bigJson);
  });

  it('a reply under 1 KB goes as it is', async () => {
    const res = await get('/api/small', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });

  it('CSV is compressed; PDF, ZIP and unknown binaries are not', async () => {
    expect((await get('/api/report.csv', 'br')).headers['content-encoding']).toBe('br');
    for (const url of ['/api/docket.pdf', '/api/dockets.zip', '/api/blob']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.rawPayload.equals(fileBytes), url).toBe(true);
    }
  });

  it('an event stream is never compressed (each event must arrive when it is written)', async () => {
    for (const url of ['/api/live', '/api/other-events']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.body, url).toMatch(/^data: /);
    }
  });

  it('content types: JSON, text and XML yes; event streams and binaries no', () => {
    expect(isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(isCompressible('application/problem+json')).toBe(true);
    expect(isCompressible('text/csv')).toBe(true);
    expect(isCompressible('text/event-stream')).toBe(false);
    expect(isCompressible('application/pdf')).toBe(false);
    expect(isCompressible('application/zip')).toBe(false);
    expect(isCompressible('application/octet-stream')).toBe(false);
    expect(COMPRESS_THRESHOLD_BYTES).toBe(1024);
  });
});

describe('the real server', () => {
  let t: TestApp;
  let webDist: string;
  const script = `export const copy = ${JSON.stringify('Daily dockets on the phone. '.repeat(200))};\n`;
  const html = `<!doctype html><html><head><title>SiteDockets</title></head><body>${'<!-- shell -->'.repeat(100)}<div id="root"></div></body></html>`;
  // The landing page as scripts/prerender-landing.ts leaves it: index.html with its markup inside.
  const landing = html.replace('<div id="root"></div>', '<div id="root"><h1>Dockets done on site</h1></div>');

  beforeAll(async () => {
    // A built web app as vite.config.ts leaves it: each file with its .br and .gz beside it.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sitedockets-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    const write = (file: string, text: string) => {
      fs.writeFileSync(path.join(webDist, file), text);
      fs.writeFileSync(path.join(webDist, `${file}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(webDist, `${file}.gz`), zlib.gzipSync(text));
    };
    write('assets/index-abc123.js', script);
    write('index.html', html);
    write('landing.html', landing);
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the built script as its .br file when accepted, .gz when only gzip, plain otherwise', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(decode('br', br.rawPayload)).toBe(script);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', gzip.rawPayload)).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves the page (index.html) compressed and never cached stale, on any browser path', async () => {
    for (const url of ['/entries', '/login', '/dockets/12']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decode('br', res.rawPayload), url).toBe(html);
    }
  });

  it('serves `/` as the prerendered landing page, compressed and never cached stale', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decode('br', res.rawPayload)).toBe(landing);
    const plain = await t.app.inject({ method: 'GET', url: '/?utm_source=flyer' });
    expect(plain.body).toBe(landing);
  });

  it('compresses a large API reply (the OpenAPI document) by Accept-Encoding', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode('br', br.rawPayload))).toHaveProperty('openapi');

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', gzip.rawPayload))).toHaveProperty('openapi');

    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('openapi');
  });

  it('a small API reply and an error stay plain', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});
