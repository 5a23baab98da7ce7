import path from 'node:path';
import { z } from 'zod';
import { LOG_FORMATS, type LogFormat } from './http/logger';
import { parseTrustProxy, TRUST_PROXY_HELP, type TrustProxy } from './http/client-address';
import { XERO_ADDRESSES, XERO_DEFAULT_SCOPES, type XeroConfig } from './integrations/xero/settings';
import { parseTokenKey, TOKEN_KEY_HELP } from './integrations/xero/token-key';
import { STRIPE_API_URL, type StripeConfig } from './integrations/stripe/settings';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const url = (name: string) =>
  z
    .url({ message: `${name} must be a URL` })
    .optional()
    .or(z.literal('').transform(() => undefined));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** An origin such as https://identity.xero.com, kept without a trailing slash; empty means the default. */
const origin = (name: string, fallback: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({ message: `${name} must be a URL` })
      .default(fallback)
      .transform((v) => v.replace(/\/+$/, '')),
  );

/** Secrets are never echoed in a start-up error. */
const SECRET_VARIABLES = new Set([
  'TOKEN_ENCRYPTION_KEY',
  'XERO_CLIENT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

const xeroEnv = {
  XERO_CLIENT_ID: optionalText,
  XERO_CLIENT_SECRET: optionalText,
  XERO_LOGIN_URL: origin('XERO_LOGIN_URL', XERO_ADDRESSES.loginUrl),
  XERO_IDENTITY_URL: origin('XERO_IDENTITY_URL', XERO_ADDRESSES.identityUrl),
  XERO_API_URL: origin('XERO_API_URL', XERO_ADDRESSES.apiUrl),
  XERO_SCOPES: optionalText.pipe(
    z
      .string()
      .regex(/(^|\s)offline_access(\s|$)/, {
        message: 'XERO_SCOPES must be space-separated scopes including offline_access',
      })
      .optional(),
  ),
  TOKEN_ENCRYPTION_KEY: optionalText.transform((v, ctx) =>
    v === undefined
      ? undefined
      : (parseTokenKey(v) ?? (ctx.addIssue({ code: 'custom', message: TOKEN_KEY_HELP }), z.NEVER)),
  ),
};

type XeroEnv = {
  XERO_CLIENT_ID?: string | undefined;
  XERO_CLIENT_SECRET?: string | undefined;
  TOKEN_ENCRYPTION_KEY?: Buffer | undefined;
  DATABASE_URL?: string | undefined;
};

/** Both Xero credentials or neither; real Xero with a PostgreSQL server needs a shared token key. */
function checkXero(e: XeroEnv, ctx: z.RefinementCtx): void {
  const missing = !e.XERO_CLIENT_ID ? 'XERO_CLIENT_ID' : !e.XERO_CLIENT_SECRET ? 'XERO_CLIENT_SECRET' : null;
  const set = missing === 'XERO_CLIENT_ID' ? 'XERO_CLIENT_SECRET' : 'XERO_CLIENT_ID';
  if (missing && (e.XERO_CLIENT_ID || e.XERO_CLIENT_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: `${missing} must be set too when ${set} is set (set both for real Xero, neither for the simulated one)`,
    });
  }
  if (!missing && e.DATABASE_URL && !e.TOKEN_ENCRYPTION_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['TOKEN_ENCRYPTION_KEY'],
      message:
        'TOKEN_ENCRYPTION_KEY must be set when DATABASE_URL and Xero credentials are set: every server process ' +
        'needs the same key to read the stored Xero tokens (e.g. `openssl rand -hex 32`)',
    });
  }
}

const stripeEnv = {
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: origin('STRIPE_API_URL', STRIPE_API_URL),
};

/** Both Stripe keys or neither: the webhook cannot be checked without its secret, nor Stripe called without the key. */
function checkStripe(
  e: { STRIPE_SECRET_KEY?: string | undefined; STRIPE_WEBHOOK_SECRET?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (Boolean(e.STRIPE_SECRET_KEY) === Boolean(e.STRIPE_WEBHOOK_SECRET)) return;
  const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
  const set = e.STRIPE_SECRET_KEY ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET';
  ctx.addIssue({
    code: 'custom',
    path: [missing],
    message: `${missing} must be set too when ${set} is set (set both for real Stripe, neither for the simulated one)`,
  });
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url('DATABASE_URL'),
  APP_URL: url('APP_URL'),
  SMTP_URL: url('SMTP_URL'),
  SUPPORT_EMAIL: z
    .email({ message: 'SUPPORT_EMAIL must be an e-mail address' })
    .default('support@sitedockets.com.au'),
  SUPPORT_PHONE: z.string().min(3).default('1300 748 336'),
  MAIL_FROM: z.email({ message: 'MAIL_FROM must be an e-mail address' }).optional(),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform(
      (v, ctx) =>
        parseTrustProxy(v) ?? (ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP }), z.NEVER),
    ),
  REDIS_URL: url('REDIS_URL'),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/, 'REDIS_KEY_PREFIX must be letters, digits, : . _ or -')
    .default('sitedockets'),
  CHALLENGE_HMAC_KEY: z
    .string()
    .min(32, { message: 'CHALLENGE_HMAC_KEY must be at least 32 characters' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(LOG_FORMATS, { message: 'LOG_FORMAT must be json or pretty (or unset: pretty at a terminal)' })
      .optional(),
  ),
  SEED_DEMO: flag.default(false),
  WEB_DIST: z.string().min(1).default('./dist/web'),
  READ_CACHE_ENTRIES: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ message: 'READ_CACHE_ENTRIES must be a whole number' })
      .int({ message: 'READ_CACHE_ENTRIES must be a whole number' })
      .min(0, { message: 'READ_CACHE_ENTRIES must be 0 (off) or more' })
      .optional(),
  ),
  ...xeroEnv,
  ...stripeEnv,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  supportEmail: string;
  supportPhone: string;
  mailFrom: string;
  /** Which X-Forwarded-For entry is the client (http/client-address.ts). */
  trustProxy: TrustProxy;
  /** Rate-limit counters shared by every process through Redis; unset, each process counts alone. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Signs proof-of-work challenges; generated at start when unset (then one process only). */
  challengeHmacKey: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** json or pretty; unset, pretty when standard output is a terminal, else json (http/logger.ts). */
  logFormat: LogFormat | undefined;
  seedDemo: boolean;
  webDist: string;
  /** Entries of the read cache of the week and day views; 0 turns it off (db/read-cache.ts). */
  readCacheEntries: number | undefined;
  /** Real Xero when XERO_CLIENT_ID and XERO_CLIENT_SECRET are set; else start-up fills in the simulator. */
  xero: XeroConfig;
  /** Seals stored Xero tokens; unset, start-up reads or creates DATA_DIR/token-encryption.key. */
  tokenEncryptionKey: Buffer | undefined;
  /** Real Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; else start-up fills in the simulator. */
  stripe: StripeConfig;
};

export class ConfigError extends Error {}

/** Reads the environment once at start-up; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema
    .superRefine((e, ctx) => {
      checkXero(e, ctx);
      checkStripe(e, ctx);
    })
    .safeParse(env);
  if (!parsed.success) {
    const shown = (name: string): string => {
      const value = env[name];
      if (value === undefined) return 'not set';
      return SECRET_VARIABLES.has(name) ? `got ${value.length} characters, not shown` : `got "${value}"`;
    };
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (${shown(String(i.path[0]))})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    mailFrom: e.MAIL_FROM ?? e.SUPPORT_EMAIL,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    challengeHmacKey: e.CHALLENGE_HMAC_KEY,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    seedDemo: e.SEED_DEMO,
    webDist: path.resolve(e.WEB_DIST),
    readCacheEntries: e.READ_CACHE_ENTRIES,
    xero: {
      clientId: e.XERO_CLIENT_ID,
      clientSecret: e.XERO_CLIENT_SECRET,
      loginUrl: e.XERO_LOGIN_URL,
      identityUrl: e.XERO_IDENTITY_URL,
      apiUrl: e.XERO_API_URL,
      scopes: e.XERO_SCOPES?.split(/\s+/) ?? XERO_DEFAULT_SCOPES,
      simulatorUrl: undefined,
    },
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
      simulatorUrl: undefined,
    },
  };
}
