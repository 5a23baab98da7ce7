import { createHash, randomBytes } from 'node:crypto';
import { afterEach } from 'vitest';
import { type FakeClock, fakeClock } from '../clock';
import type { XeroSimulatorOptions } from '../options';
import { startXeroSimulator, type XeroSimulator } from '../server';

export const REDIRECT_URI = 'http://127.0.0.1:5999/auth/xero/callback';
export const SCOPES =
  'openid profile email offline_access accounting.contacts accounting.settings accounting.invoices';

const started: XeroSimulator[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((sim) => sim.close()));
});

/** A simulator on a free port, in test mode, on a clock that moves only when told. */
export async function startSim(
  options: XeroSimulatorOptions = {},
): Promise<XeroSimulator & { clock: FakeClock }> {
  const clock = fakeClock();
  const sim = await startXeroSimulator({ mode: 'test', clock, ...options });
  started.push(sim);
  return Object.assign(sim, { clock });
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const basic = (sim: XeroSimulator): string =>
  `Basic ${Buffer.from(`${sim.clientId}:${sim.clientSecret}`).toString('base64')}`;

/** Presses 'Allow access' on the consent page and returns where Xero sent the browser. */
export async function authorize(
  sim: XeroSimulator,
  challenge: string,
  state = 'state-123',
  scope = SCOPES,
): Promise<URL> {
  const form = new URLSearchParams({
    response_type: 'code',
    client_id: sim.clientId,
    redirect_uri: REDIRECT_URI,
    scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    decision: 'allow',
  });
  const res = await fetch(sim.authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
  if (res.status !== 302) throw new Error(`authorize answered ${res.status}`);
  return new URL(res.headers.get('location') ?? '');
}

export async function tokenCall(sim: XeroSimulator, fields: Record<string, string>, auth = basic(sim)) {
  const res = await fetch(sim.tokenUrl, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  id_token?: string;
}

/** The whole sign-in: consent, then the code for tokens. */
export async function connect(sim: XeroSimulator, scope = SCOPES): Promise<Tokens> {
  const { verifier, challenge } = pkcePair();
  const back = await authorize(sim, challenge, 'state-123', scope);
  const { status, body } = await tokenCall(sim, {
    grant_type: 'authorization_code',
    code: back.searchParams.get('code') ?? '',
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  if (status !== 200) throw new Error(`token answered ${status} ${JSON.stringify(body)}`);
  return body as unknown as Tokens;
}

/** A call to the accounting API as an app would make it. */
export async function api(
  sim: XeroSimulator,
  token: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; tenantId?: string | null } = {},
) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    accept: 'application/json',
    ...(init.tenantId === null ? {} : { 'xero-tenant-id': init.tenantId ?? sim.tenantId }),
    ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...init.headers,
  };
  const res = await fetch(`${sim.apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}

export async function control(sim: XeroSimulator, path: string, body?: unknown) {
  const res = await fetch(`${sim.baseUrl}/__control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body !== undefined
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
