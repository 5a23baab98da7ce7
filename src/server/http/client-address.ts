import net from 'node:net';

/**
 * TRUST_PROXY as Fastify's `trustProxy`: which X-Forwarded-For entry is the client's address.
 * - unset, 0, false, no: the header is ignored; the client is the connection's address.
 * - a hop count n (1, or true/yes meaning 1): the address the n-th proxy from us saw, i.e. the n-th
 *   entry from the right. Never the left-most: a client can write whatever it likes there.
 * - a comma-separated list of proxy addresses or CIDRs (or proxy-addr's names loopback, linklocal,
 *   uniquelocal): the right-most address that is not one of those proxies.
 */
export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export const TRUST_PROXY_HELP =
  'TRUST_PROXY must be a hop count (1 = one reverse proxy) or a comma-separated list of proxy addresses or CIDRs';

/** Parses TRUST_PROXY; undefined for a value that is none of the documented forms. */
export function parseTrustProxy(raw: string): TrustProxy | undefined {
  const value = raw.trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  return entries.every(isAddressOrCidr) ? entries : undefined;
}

/**
 * The key a per-client counter uses. An IPv6 client usually holds a whole /64 (a phone or a home
 * router is given one), so its addresses count as one client; IPv4 addresses count alone.
 */
export function clientKey(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1]!;
  if (net.isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Fastify's `trustProxy` for a parsed TRUST_PROXY: a hop count trusts the last n hops only. */
export const trustProxyOption = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
