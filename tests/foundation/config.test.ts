import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { XERO_DEFAULT_SCOPES } from '../../src/server/integrations/xero/settings';

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
    // No Xero credentials: start-up runs the simulated Xero; no key: start-up uses DATA_DIR's key file.
    expect(config.xero).toMatchObject({
      clientId: undefined,
      clientSecret: undefined,
      simulatorUrl: undefined,
    });
    expect(config.tokenEncryptionKey).toBeUndefined();
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

  describe('Xero and the token key', () => {
    const key = Buffer.alloc(32, 7);
    const real = { XERO_CLIENT_ID: 'C0FFEE', XERO_CLIENT_SECRET: 'sh-secret' };

    it("uses Xero's own addresses and the product's scopes by default", () => {
      expect(loadConfig(real).xero).toEqual({
        clientId: 'C0FFEE',
        clientSecret: 'sh-secret',
        loginUrl: 'https://login.xero.com',
        identityUrl: 'https://identity.xero.com',
        apiUrl: 'https://api.xero.com',
        scopes: XERO_DEFAULT_SCOPES,
        simulatorUrl: undefined,
      });
    });

    it('reads every Xero variable and TOKEN_ENCRYPTION_KEY as hex or base64', () => {
      const config = loadConfig({
        ...real,
        XERO_LOGIN_URL: 'http://xero.internal:4010/',
        XERO_IDENTITY_URL: 'http://xero.internal:4010',
        XERO_API_URL: 'http://xero.internal:4010/',
        XERO_SCOPES: 'openid offline_access accounting.transactions',
        DATABASE_URL: 'postgres://app@db.internal:5432/sitedockets',
        TOKEN_ENCRYPTION_KEY: key.toString('hex'),
      });
      expect(config.xero).toMatchObject({
        loginUrl: 'http://xero.internal:4010',
        identityUrl: 'http://xero.internal:4010',
        apiUrl: 'http://xero.internal:4010',
        scopes: ['openid', 'offline_access', 'accounting.transactions'],
      });
      expect(config.tokenEncryptionKey).toEqual(key);
      expect(loadConfig({ TOKEN_ENCRYPTION_KEY: key.toString('base64') }).tokenEncryptionKey).toEqual(key);
      // Empty means unset, as for the other variables.
      expect(loadConfig({ XERO_API_URL: '', TOKEN_ENCRYPTION_KEY: '' })).toMatchObject({
        xero: { apiUrl: 'https://api.xero.com' },
        tokenEncryptionKey: undefined,
      });
    });

    it.each([
      ['XERO_CLIENT_ID', { XERO_CLIENT_SECRET: 'sh-secret' }],
      ['XERO_CLIENT_SECRET', { XERO_CLIENT_ID: 'C0FFEE' }],
    ])('stops naming %s when only the other credential is set', (missing, env) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(
        new RegExp(`${missing}: ${missing} must be set too .*\\(not set\\)`),
      );
    });

    it.each([
      ['TOKEN_ENCRYPTION_KEY', 'too-short'],
      ['TOKEN_ENCRYPTION_KEY', 'ab'.repeat(31)],
      ['XERO_API_URL', 'api.xero.com'],
      ['XERO_IDENTITY_URL', 'not a url'],
      ['XERO_SCOPES', 'openid accounting.invoices'],
    ])('stops with a message naming %s when it is %s', (name, value) => {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
    });

    it('never repeats a secret in its message', () => {
      const secret = 'aa'.repeat(31);
      expect(() => loadConfig({ TOKEN_ENCRYPTION_KEY: secret })).toThrow('got 62 characters, not shown');
      expect(() => loadConfig({ TOKEN_ENCRYPTION_KEY: secret })).not.toThrow(secret);
    });

    it('refuses real Xero on a PostgreSQL server without TOKEN_ENCRYPTION_KEY', () => {
      const postgres = { DATABASE_URL: 'postgres://app@db.internal:5432/sitedockets' };
      expect(() => loadConfig({ ...postgres, ...real })).toThrow(
        /TOKEN_ENCRYPTION_KEY: .*every server process/,
      );
      // The simulated Xero (no credentials) and the embedded database may use the DATA_DIR key file.
      expect(loadConfig(postgres).tokenEncryptionKey).toBeUndefined();
      expect(loadConfig(real).tokenEncryptionKey).toBeUndefined();
    });
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
