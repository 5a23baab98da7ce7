import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { HSTS } from './security';

/** Issue 24 point 2: HSTS over HTTPS only, and no API reply kept by a browser or proxy. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t!.app.inject({ method: 'GET', url, headers });

describe('Strict-Transport-Security', () => {
  it('is sent when the proxy TRUST_PROXY trusts says the request came over HTTPS', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    for (const url of ['/api/health', '/login', '/api/nothing-here']) {
      const res = await get(url, { 'x-forwarded-proto': 'https' });
      expect(res.headers['strict-transport-security'], url).toBe(HSTS);
    }
    expect(HSTS).toMatch(/^max-age=31536000/);
  });

  it('is never sent over plain HTTP, nor for an X-Forwarded-Proto no trusted proxy sent', async () => {
    t = await createTestApp();
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const forged = await get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    await t.close();
    t = await createTestApp({ TRUST_PROXY: '1' });
    const plain = await get('/api/health', { 'x-forwarded-proto': 'http' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cache-Control on the API', () => {
  it('is no-store on every API reply, refusals and unknown routes included', async () => {
    t = await createTestApp();
    const replies = {
      ok: await get('/api/health'),
      unauthorised: await get('/api/auth/me'),
      invalid: await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      unknown: await get('/api/nothing-here'),
      invitation: await get('/api/invitations/validate/not-a-token'),
    };
    expect(Object.values(replies).map((res) => res.statusCode)).toEqual([200, 401, 400, 404, 404]);
    for (const [name, res] of Object.entries(replies)) {
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('leaves what is not the API to its own caching', async () => {
    t = await createTestApp();
    expect((await get('/login')).headers['cache-control']).toBeUndefined();
    const reference = await get('/api/docs/');
    expect(reference.statusCode).toBe(200);
    expect(reference.headers['cache-control']).not.toBe('no-store');
  });
});
