import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/server/app';
import { APP_ERROR_KINDS, AppError, conflict, type ErrorBody } from '../../src/server/errors';
import { installErrorHandler } from '../../src/server/http/error-handler';
import { ERROR_CODES, ErrorCode, isErrorCode } from '../../src/shared/api/error-codes';
import { CONTROL_CHARACTERS_MESSAGE, INVALID_CHARACTER_MESSAGE } from '../../src/shared/schemas/fields';
import { projectBody } from '../../src/shared/projects/schemas';
import { body, createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP contract', () => {
  it('reports health and which database it runs on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ status: 'ok', database: t.database.driver });
  });

  it('answers an unknown API path with a JSON 404 message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(body(res)).toEqual({ message: 'Route not found', code: 'NOT_FOUND' });
  });

  it('answers a malformed JSON body with 400 and a message, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ message: 'The request body is not valid JSON', code: 'INVALID_JSON' });
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(res.statusCode).toBe(413);
    expect(body(res)).toEqual({ message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers invalid input with 400, VALIDATION_FAILED, the first failing field and every message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'not an address' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({
      message: 'Valid email is required',
      code: 'VALIDATION_FAILED',
      field: 'email',
      errors: [{ path: 'email', message: 'Valid email is required' }],
    });
  });

  it('refuses NUL and other control characters in text, impossible dates and ids past int4, with a 400', async () => {
    const cases = [
      { url: '/api/auth/login', payload: { username: 'a\u0000b', password: 'secret1' } },
      { url: '/api/demo-request', payload: { businessName: 'Civil\u0007', phone: '1', email: 'a@b.co' } },
    ];
    for (const { url, payload } of cases) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(body(res)).toMatchObject({ message: CONTROL_CHARACTERS_MESSAGE, code: 'VALIDATION_FAILED' });
    }
    // Half a surrogate pair (found by the fuzz test: it made the demo request answer 500).
    for (const businessName of ['Civil \ud800', '\udc00 Civil']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/demo-request',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ businessName, phone: '1', email: 'a@b.co' }),
      });
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ message: INVALID_CHARACTER_MESSAGE, code: 'VALIDATION_FAILED' });
    }
    expect(projectBody.safeParse({ name: 'Job 🏗️ site' }).success).toBe(true);
    const query = await t.app.inject({ method: 'GET', url: '/api/auth/check-username?username=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(projectBody.safeParse({ name: 'Job', startDate: '2025-02-30' }).success).toBe(false);
    expect(projectBody.safeParse({ name: 'Job', endDate: '2025-13-01' }).success).toBe(false);
    expect(projectBody.safeParse({ name: 'Job', startDate: '2024-02-29' }).success).toBe(true);
    expect(projectBody.safeParse({ name: 'Job', clientId: 2_147_483_648 }).success).toBe(false);
    expect(projectBody.safeParse({ name: 'Job', description: 'Line one\nLine two\ttabbed' }).success).toBe(
      true,
    );
  });

  it.each([
    ['a success', '/api/health', 200],
    ['an unknown path', '/api/nope', 404],
    ['a refused request', '/api/auth/me', 401],
  ])('sends the security headers on every reply: %s', async (_, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('what reaches the log', () => {
  it('logs a failed statement with its code and message, never its SQL or parameters', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    installErrorHandler(app);
    const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0c2FsdA$c2VjcmV0aGFzaA';
    app.get('/fail', () => t.db.execute(sql`select ${hash}::text as hash, ${'a\u0000b'}::text as name`));
    const res = await app.inject({ method: 'GET', url: '/fail' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(body(res)).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toMatch(/"code":"[0-9A-Z]{5}"/);
    expect(log).not.toContain('argon2id');
    expect(log.toLowerCase()).not.toContain('select');
  });

  it('answers a file stream that fails before its first byte with JSON, not a crash', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/zip', (_request, reply) => {
      const failing = new Readable({ read: () => failing.destroy(new Error('archive failed')) });
      return reply.type('application/zip').send(failing);
    });
    const res = await app.inject({ method: 'GET', url: '/zip' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(body(res).code).toBe('INTERNAL');
  });
});

describe('the codes of error bodies (issue 30: one registry, src/shared/api/error-codes.ts)', () => {
  type Case = { url: string; method?: 'GET' | 'POST'; type?: string; payload?: string };

  /** An app with the one error handler that refuses each way the handler knows, one route a case. */
  function refusing() {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    const cases: Case[] = [];
    const throwing = (url: string, error: () => unknown) => {
      app.get(url, () => {
        throw error();
      });
      cases.push({ url });
    };
    for (const kind of APP_ERROR_KINDS) throwing(`/kind/${kind}`, () => new AppError(kind, kind));
    throwing('/own-code', () => conflict('This docket is already approved', { code: 'ALREADY_APPROVED' }));
    throwing('/fastify-4xx', () => Object.assign(new Error('Not acceptable'), { statusCode: 406 }));
    throwing('/crash', () => new Error('boom'));
    app.post('/json', () => ({ ok: true }));
    const json = { url: '/json', method: 'POST', type: 'application/json' } as const;
    cases.push(
      { ...json, payload: '{"a": ' },
      { ...json, payload: '' },
      { ...json, type: 'text/x-other', payload: 'x' },
    );
    return { app, cases };
  }

  it("answers every refusal with a code of the registry, and the code's status where it fixes one", async () => {
    const { app, cases } = refusing();
    const seen = new Map<ErrorCode, number>();
    const record = (res: Awaited<ReturnType<typeof t.app.inject>>, what: string) => {
      const { code } = body(res) as ErrorBody;
      expect(isErrorCode(code), `${what}: ${code}`).toBe(true);
      seen.set(code, res.statusCode);
    };
    for (const { url, method = 'GET', type, payload } of cases) {
      const headers = type ? { 'content-type': type } : {};
      record(await app.inject({ method, url, headers, payload }), url);
    }
    await app.close();
    // The schema's refusal, and the router's (before any route runs), as the product answers them.
    const invalid = { email: 'not an address' };
    record(await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: invalid }), 'zod');
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/companies/%C0%AF/projects' });
    expect(body(badUrl)).toEqual({ message: 'The address is not a valid URL', code: 'INVALID_URL' });
    record(badUrl, 'bad url');
    record(await t.app.inject({ method: 'GET', url: `/api/clients/${'9'.repeat(600)}` }), 'long param');
    expect([...seen.keys()].sort()).toEqual(
      [
        ...APP_ERROR_KINDS,
        'ALREADY_APPROVED',
        'INTERNAL',
        'INVALID_JSON',
        'INVALID_URL',
        'UNSUPPORTED_MEDIA_TYPE',
        'URI_TOO_LONG',
        'VALIDATION_FAILED',
      ].sort(),
    );
    for (const [code, status] of seen) {
      // BAD_REQUEST is also the code of a 4xx Fastify raised itself (here a 406), with that status.
      if (code !== ErrorCode.BAD_REQUEST) expect(status, code).toBe(ERROR_CODES[code].status);
    }
    expect(seen.get(ErrorCode.BAD_REQUEST)).toBe(406);
  });

  it('types what the server sends with the registry: a code, reason or xero outside it does not compile', () => {
    // Relied on for every code the server's source throws: `npx tsc` fails if a line below compiles.
    // @ts-expect-error 'NUMBER_TAKEN' is not a code of the registry
    const unknownCode = () => conflict('Taken', { code: 'NUMBER_TAKEN' });
    // @ts-expect-error 'taken' is not a reason of the registry
    const unknownReason = () => conflict('Taken', { reason: 'taken' });
    // @ts-expect-error 'gone' is not an xero issue of the registry
    const unknownXero = () => conflict('Gone', { xero: 'gone' });
    // @ts-expect-error an error body's code is one of the registry's
    const unknownBody: ErrorBody = { message: 'x', code: 'OOPS' };
    expect([unknownCode, unknownReason, unknownXero, unknownBody]).toHaveLength(4);
  });
});
