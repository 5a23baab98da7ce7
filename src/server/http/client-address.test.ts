import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { CODE_POLICY } from '../access/limits';
import { clientKey } from './client-address';

let t: TestApp;
let open: TestApp | undefined;
const start = async (env?: Record<string, string>) => (open = t = await createTestApp(env));
afterEach(async () => {
  await open?.close();
  open = undefined;
});

/** Wrong codes until the per-client counter asks for a challenge; each call's headers from `request(i)`. */
async function triesBeforeChallenge(
  request: (i: number) => { headers: Record<string, string>; remoteAddress?: string },
) {
  for (let i = 0; i < 20; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects/access-by-code',
      payload: { code: '000000' },
      ...request(i),
    });
    if (res.statusCode === 428) return i;
    expect(res.statusCode).toBe(404);
  }
  return Infinity;
}

describe('the client address behind a proxy', () => {
  it('with one proxy hop, takes the address the proxy appended, never one the client wrote', async () => {
    await start({ TRUST_PROXY: '1' });
    const tries = await triesBeforeChallenge((i) => ({
      headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 203.0.113.7` },
    }));
    expect(tries).toBe(CODE_POLICY.client.challengeAfter);
  });

  it('with a list of proxies, takes the right-most address that is not one of them', async () => {
    await start({ TRUST_PROXY: '10.0.0.0/8' });
    const tries = await triesBeforeChallenge((i) => ({
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.9, 10.0.0.7` },
    }));
    expect(tries).toBe(CODE_POLICY.client.challengeAfter);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For altogether', async () => {
    await start();
    const tries = await triesBeforeChallenge((i) => ({
      remoteAddress: '198.51.100.30',
      headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
    }));
    expect(tries).toBe(CODE_POLICY.client.challengeAfter);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });
});
