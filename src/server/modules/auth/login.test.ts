import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, DEFAULT_PASSWORD } from '../../db/factories';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client } from '../../../../tests/support/client';
import { solve } from '../../../../tests/support/challenge';
import { CHALLENGE_MESSAGE } from '../../access/challenge';
import { SIGN_IN_POLICY } from '../../access/limits';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t.close());

const call = client(() => t);
const login = (
  body: { username: string; password: string },
  headers: Record<string, string> = {},
  from: { remoteAddress?: string } = {},
) => call('POST /api/auth/login', null, { body, headers, ...from });
/** raw: a body the route must refuse (a field missing, not text, too long). */
const refused = (raw: unknown) => call('POST /api/auth/login', null, { raw });

describe('sign-in and sessions', () => {
  it('signs in with username or e-mail and returns token, user and company without secrets', async () => {
    const user = await createUser(t.db, { companyId, role: 'office' });
    for (const name of [user.username, user.email.toUpperCase()]) {
      const res = await login({ username: name, password: DEFAULT_PASSWORD });
      expect(res.statusCode).toBe(200);
      const reply = res.json();
      expect(reply.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(reply.user).toMatchObject({ id: user.id, role: 'office', companyId });
      expect(reply.user).not.toHaveProperty('passwordHash');
      expect(reply.company).toMatchObject({ id: companyId, code: expect.stringMatching(/^[A-Z]{6}$/) });
    }
  });

  it('answers a wrong password and an unknown user alike, with 401', async () => {
    const user = await createUser(t.db, { companyId });
    const wrong = await login({ username: user.username, password: 'wrong-password' });
    const unknown = await login({ username: 'nobody-here', password: 'wrong-password' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(body(wrong)).toEqual({ message: 'Invalid username or password', code: 'UNAUTHORIZED' });
    expect(body(unknown)).toEqual({ message: 'Invalid username or password', code: 'UNAUTHORIZED' });
  });

  it('refuses a deactivated account', async () => {
    const user = await createUser(t.db, { companyId, isActive: false });
    const res = await login({ username: user.username, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toBe('This account has been deactivated');
  });

  it('requires username and password, as text', async () => {
    expect(body(await refused({ password: 'x' })).message).toBe('Username is required');
    expect(body(await refused({ username: '', password: 'x' })).message).toBe('Username is required');
    expect(body(await refused({ username: 'someone', password: '' })).message).toBe('Password is required');
    const typed = await refused({ username: 42, password: ['x'] });
    expect(typed.statusCode).toBe(400);
    const huge = await refused({ username: 'u'.repeat(5000), password: 'x' });
    expect(huge.statusCode).toBe(400);
  });

  it('after a few failures for a username asks for a challenge, and the right password with it gets in', async () => {
    const user = await createUser(t.db, { companyId });
    const client = (i: number) => ({ remoteAddress: `198.51.100.${i + 1}` });
    for (let i = 0; i < SIGN_IN_POLICY.account.challengeAfter; i++) {
      const res = await login({ username: user.username, password: `wrong-${i}` }, {}, client(i));
      expect(res.statusCode).toBe(401);
    }
    const asked = await login({ username: user.username, password: DEFAULT_PASSWORD }, {}, client(50));
    expect(asked.statusCode).toBe(428);
    expect(body(asked)).toMatchObject({ code: 'CHALLENGE_REQUIRED', message: CHALLENGE_MESSAGE });
    const wrong = await login(
      { username: user.username.toUpperCase(), password: 'wrong-again' },
      { 'x-altcha': await solve(asked) },
      client(51),
    );
    expect(wrong.statusCode).toBe(401);
    const asked2 = await login({ username: user.username, password: DEFAULT_PASSWORD }, {}, client(52));
    const signedIn = await login(
      { username: user.username, password: DEFAULT_PASSWORD },
      { 'x-altcha': await solve(asked2) },
      client(52),
    );
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { id: user.id } });
  });

  it('counts failures against the account, whether its username or e-mail was typed, in any case', async () => {
    const user = await createUser(t.db, { companyId });
    const names = [user.username, user.email.toUpperCase(), user.email, user.username.toUpperCase()];
    for (let i = 0; i < SIGN_IN_POLICY.account.challengeAfter; i++) {
      const res = await login(
        { username: names[i % names.length]!, password: `wrong-${i}` },
        {},
        { remoteAddress: `198.51.101.${i + 1}` },
      );
      expect(res.statusCode).toBe(401);
    }
    const asked = await login(
      { username: user.email, password: DEFAULT_PASSWORD },
      {},
      { remoteAddress: '198.51.101.99' },
    );
    expect({ status: asked.statusCode, code: body(asked).code }).toEqual({
      status: 428,
      code: 'CHALLENGE_REQUIRED',
    });
  });

  it('asks one client trying many usernames for a challenge, whatever X-Forwarded-For it writes', async () => {
    const ip = { remoteAddress: '198.51.100.77' };
    for (let i = 0; i < SIGN_IN_POLICY.client.challengeAfter; i++) {
      const res = await login(
        { username: `guess-${i}`, password: 'x' },
        { 'x-forwarded-for': `203.0.113.${i}` },
        ip,
      );
      expect(res.statusCode).toBe(401);
    }
    const res = await login({ username: 'guess-last', password: 'x' }, {}, ip);
    expect(res.statusCode).toBe(428);
  });

  it('reads the current user with the token, and 401 after sign-out', async () => {
    const user = await createUser(t.db, { companyId, role: 'worker' });
    const session = (await login({ username: user.username, password: DEFAULT_PASSWORD })).json();
    const me = await call('GET /api/auth/me', session);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { id: user.id }, company: { id: companyId, code: null } });

    expect((await call('POST /api/auth/logout', session)).statusCode).toBe(200);
    const after = await call('GET /api/auth/me', session);
    expect(after.statusCode).toBe(401);
    expect(body(after).message).toBe('Your session has ended. Please sign in again.');
  });

  it('gives 401 with no token or a made-up one', async () => {
    expect((await call('GET /api/auth/me', null)).statusCode).toBe(401);
    const fake = await call('GET /api/auth/me', { token: 'abc' });
    expect(fake.statusCode).toBe(401);
  });
});
