import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiQuery, queryKeyOf, urlOf } from './api';

let calls: { url: string; init: RequestInit }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Response.json([{ id: 1, name: 'Acme' }]);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the typed client', () => {
  it('fills the path from params and the query string from query, skipping empty values', () => {
    expect(urlOf('/api/clients/:id/contacts', { id: 7 })).toBe('/api/clients/7/contacts');
    expect(urlOf('/api/users/:id/timesheets', { id: 3 }, { date: '2025-03-03', status: undefined })).toBe(
      '/api/users/3/timesheets?date=2025-03-03',
    );
    expect(urlOf('/api/invitations/validate/:token', { token: 'a/b c' })).toBe(
      '/api/invitations/validate/a%2Fb%20c',
    );
    expect(() => urlOf('/api/clients/:id', {})).toThrow(/needs the parameter id/);
  });

  it("keys a read the spec's way: the path up to its first parameter, then each segment", () => {
    expect(queryKeyOf('/api/companies/:companyId/clients', { companyId: 7 })).toEqual([
      '/api/companies',
      7,
      'clients',
    ]);
    expect(queryKeyOf('/api/public-config')).toEqual(['/api/public-config']);
    expect(queryKeyOf('/api/users/:id/timesheets', { id: 2 }, { date: '2025-03-03' })).toEqual([
      '/api/users',
      2,
      'timesheets',
      { date: '2025-03-03' },
    ]);
  });

  it('sends the method, the JSON body and an Idempotency-Key, and parses the reply', async () => {
    const reply = await api('POST /api/companies/:companyId/clients', {
      params: { companyId: 4 },
      body: { name: 'Acme' },
      idempotencyKey: 'k-1',
    });
    expect(reply).toEqual([{ id: 1, name: 'Acme' }]);
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/companies/4/clients');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Acme"}');
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('k-1');
  });

  it('gives a GET route query options whose function calls it', async () => {
    const options = apiQuery('GET /api/clients/:id/contacts', { params: { id: 9 } });
    expect(options.queryKey).toEqual(['/api/clients', 9, 'contacts']);
    await options.queryFn!({ signal: new AbortController().signal } as never);
    expect(calls.map((c) => c.url)).toEqual(['/api/clients/9/contacts']);
  });
});
