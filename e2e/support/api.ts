import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The public HTTP API as one client sees it: every call carries that client's address
 * (X-Forwarded-For: the e2e server trusts one proxy hop, start-server.ts), so per-address limits
 * (sign-ups, code entry) count each journey's company apart from every other journey's.
 */
export type Api = {
  /** The client address every call of this client sends. */
  address: string;
  /** Calls `path` and fails the test unless the reply has `status` (200, or 201 for POST). */
  call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    options?: { token?: string; data?: unknown; status?: number },
  ): Promise<T>;
};

/** A name no other test run has used: usernames and e-mails must be unique per run. */
export const unique = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const octet = () => 1 + Math.floor(Math.random() * 250);

/**
 * A client address of its own, as a reverse proxy would report it (the e2e server runs with
 * TRUST_PROXY=1): for each browser context (fixtures.ts) and each journey's company (world.ts).
 */
export const randomClientAddress = (): string => `10.${octet()}.${octet()}.${octet()}`;

export function apiClient(request: APIRequestContext, address = randomClientAddress()): Api {
  return {
    address,
    async call<T>(
      method: string,
      path: string,
      options: { token?: string; data?: unknown; status?: number } = {},
    ) {
      const { token, data, status = method === 'POST' ? 201 : 200 } = options;
      const reply = await request.fetch(path, {
        method,
        data,
        headers: {
          'x-forwarded-for': address,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      });
      const text = await reply.text();
      expect(reply.status(), `${method} ${path}: ${text}`).toBe(status);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}
