import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../shared/api/error-codes';
import { ApiError, apiFetch, readJson } from './request';

type Call = { url: string; init: RequestInit };
let calls: Call[];
let nextReply: () => Response;

beforeEach(() => {
  calls = [];
  nextReply = () => Response.json({ ok: true });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return nextReply();
  });
});
afterEach(() => vi.unstubAllGlobals());

const sentHeaders = () => new Headers(calls[0]?.init.headers);
const stubToken = (token: string | null) =>
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'token' ? token : null) } });

describe('apiFetch (spec 000 §7)', () => {
  it('sends the stored token as a bearer header, cookies always, and no content type without a body', async () => {
    stubToken('abc');
    await apiFetch('GET', '/api/auth/me');
    expect(sentHeaders().get('authorization')).toBe('Bearer abc');
    expect(sentHeaders().has('content-type')).toBe(false);
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
  });

  it('sends JSON with a content type when there is a body, and no token when none is stored', async () => {
    stubToken(null);
    await apiFetch('POST', '/api/auth/login', { username: 'sam', password: 'secret1' });
    expect(sentHeaders().get('content-type')).toBe('application/json');
    expect(sentHeaders().has('authorization')).toBe(false);
    expect(calls[0]?.init.body).toBe('{"username":"sam","password":"secret1"}');
  });

  it('leaves the token off when a call asks for no auth', async () => {
    stubToken('abc');
    await apiFetch('POST', '/api/timesheets/1/foreman-approve', { projectCode: '1234' }, { auth: false });
    expect(sentHeaders().has('authorization')).toBe(false);
  });
});

describe('errors (spec 000 §8)', () => {
  it("throws the server's message, with status and body attached", async () => {
    nextReply = () => Response.json({ message: 'Invalid credentials', field: 'password' }, { status: 401 });
    const error = await apiFetch('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Invalid credentials',
      status: 401,
      body: { message: 'Invalid credentials', field: 'password' },
    });
  });

  it("carries the body's code when it is one of the registry's, else null", async () => {
    nextReply = () =>
      Response.json(
        { message: 'This docket is already approved', code: 'ALREADY_APPROVED' },
        { status: 409 },
      );
    await expect(apiFetch('POST', '/api/timesheets/1/approve')).rejects.toMatchObject({
      code: ErrorCode.ALREADY_APPROVED,
    });
    nextReply = () => Response.json({ message: 'Odd', code: 'SOMETHING_NEW' }, { status: 409 });
    await expect(apiFetch('GET', '/api/x')).rejects.toMatchObject({ message: 'Odd', code: null });
    nextReply = () => new Response('upstream exploded', { status: 502 });
    await expect(apiFetch('GET', '/api/x')).rejects.toMatchObject({ status: 502, code: null });
  });

  it('throws "status: text" when the reply is not JSON with a message', async () => {
    nextReply = () => new Response('upstream exploded', { status: 502 });
    await expect(apiFetch('GET', '/api/x')).rejects.toMatchObject({
      message: '502: upstream exploded',
      status: 502,
    });
    nextReply = () => Response.json({ error: 'nope' }, { status: 400 });
    await expect(apiFetch('GET', '/api/x')).rejects.toMatchObject({ message: '400: {"error":"nope"}' });
  });

  it('falls back to the status text for an empty body', async () => {
    nextReply = () => new Response(null, { status: 404, statusText: 'Not Found' });
    await expect(apiFetch('GET', '/api/x')).rejects.toMatchObject({
      message: '404: Not Found',
      body: 'Not Found',
    });
  });
});

describe('readJson', () => {
  it('parses the JSON reply, and an empty reply as undefined', async () => {
    await expect(readJson(await apiFetch('GET', '/api/x'))).resolves.toEqual({ ok: true });
    nextReply = () => new Response(null, { status: 204 });
    await expect(readJson(await apiFetch('DELETE', '/api/x/1'))).resolves.toBeUndefined();
  });
});
