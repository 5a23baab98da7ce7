import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({ READ_CACHE_ENTRIES: '' });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
    expect(config.seedDemo).toBe(false);
    expect(config.readCacheEntries).toBeUndefined(); // the database's own default
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/sitedockets',
      DATABASE_URL: 'postgres://app@db.internal:5432/sitedockets',
      APP_URL: 'https://app.example.com.au/',
      SMTP_URL: 'smtp://mail.internal:25',
      SUPPORT_EMAIL: 'help@example.com.au',
      SUPPORT_PHONE: '1300 000 000',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      READ_CACHE_ENTRIES: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/sitedockets',
      databaseUrl: 'postgres://app@db.internal:5432/sitedockets',
      appUrl: 'https://app.example.com.au',
      smtpUrl: 'smtp://mail.internal:25',
      supportEmail: 'help@example.com.au',
      supportPhone: '1300 000 000',
      trustProxy: 1,
      logLevel: 'warn',
      seedDemo: true,
      readCacheEntries: 0,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'not a url'],
    ['SUPPORT_EMAIL', 'nobody'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '10.0.0.1/33'],
    ['REDIS_URL', 'not a url'],
    ['CHALLENGE_HMAC_KEY', 'short'],
    ['READ_CACHE_ENTRIES', 'lots'],
    ['READ_CACHE_ENTRIES', '-1'],
    ['READ_CACHE_ENTRIES', '2.5'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*\\(got "${value}"\\)`));
  });

  it.each([
    ['', false],
    ['0', false],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    ['10.0.0.0/8, 192.168.1.1', ['10.0.0.0/8', '192.168.1.1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ] as const)('reads TRUST_PROXY=%j as a hop count or a list of proxies', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});
