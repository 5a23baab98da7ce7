import path from 'node:path';
import { z } from 'zod';
import { LOG_FORMATS, type LogFormat } from './http/logger';
import { parseTrustProxy, TRUST_PROXY_HELP, type TrustProxy } from './http/client-address';
import { XERO_ADDRESSES, XERO_DEFAULT_SCOPES, type XeroConfig } from './integrations/xero/settings';
import { parseTokenKey, TOKEN_KEY_HELP } from './integrations/xero/token-key';
import { STRIPE_API_URL, type StripeConfig } from './integrations/stripe/settings';
import { DEFAULT_EXPORT_EXPIRY_DAYS } from '../shared/company/export-schemas';
import { isCronExpression } from './jobs/cron';
import {
  checkStorage,
  companyLimitBytes,
  storageConfig,
  storageEnv,
  type StorageConfig,
} from './integrations/storage/settings';

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
  'XERO_WEBHOOK_KEY',
  'STORAGE_S3_SECRET_ACCESS_KEY',
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
  /** The webhook's signing key Xero's developer portal shows; unset with the simulated Xero, start-up makes one. */
  XERO_WEBHOOK_KEY: optionalText,
  XERO_RECONCILE_SCHEDULE: z
    .string()
    .optional()
    .transform((v) => v?.trim() || '*/30 * * * *')
    .refine((v) => v === 'off' || isCronExpression(v), {
      message:
        'XERO_RECONCILE_SCHEDULE must be a cron expression of five numeric fields (e.g. "*/30 * * * *", every 30 minutes) or off',
    }),
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

/** A whole number of `unit` from `min` to `max`; empty or unset means the default. */
const wholeNumber = (name: string, unit: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ message: `${name} must be a whole number of ${unit}` })
      .int({ message: `${name} must be a whole number of ${unit}` })
      .min(min, { message: `${name} must be at least ${min} ${min === 1 ? unit.slice(0, -1) : unit}` })
      .max(max, { message: `${name} must be at most ${max} ${unit}` })
      .default(fallback),
  );

/** What the daily retention job deletes, and when (modules/system/retention, docs/operations.md). */
const retentionEnv = {
  RETENTION_LOG_DAYS: wholeNumber('RETENTION_LOG_DAYS', 'days', 1, 3650, 90),
  RETENTION_TOKEN_DAYS: wholeNumber('RETENTION_TOKEN_DAYS', 'days', 1, 365, 7),
  // At least a day: a phone's offline queue replays a change under its key when it is back online.
  RETENTION_IDEMPOTENCY_HOURS: wholeNumber('RETENTION_IDEMPOTENCY_HOURS', 'hours', 24, 8760, 168),
  RETENTION_JOB_DAYS: wholeNumber('RETENTION_JOB_DAYS', 'days', 1, 365, 7),
  RETENTION_SCHEDULE: z
    .string()
    .optional()
    .transform((v) => v?.trim() || '30 3 * * *')
    .refine((v) => v === 'off' || isCronExpression(v), {
      message:
        'RETENTION_SCHEDULE must be a cron expression of five numeric fields (e.g. "30 3 * * *", daily at 03:30) or off',
    }),
};

/** The embedded database's backups (modules/system/backup, docs/operations.md). */
const backupEnv = {
  BACKUP_SCHEDULE: z
    .string()
    .optional()
    .transform((v) => v?.trim() || '0 2 * * *')
    .refine((v) => v === 'off' || isCronExpression(v), {
      message:
        'BACKUP_SCHEDULE must be a cron expression of five numeric fields (e.g. "0 2 * * *", daily at 02:00) or off',
    }),
  BACKUP_DIR: optionalText,
  BACKUP_KEEP_DAILY: wholeNumber('BACKUP_KEEP_DAILY', 'backups', 1, 365, 7),
  BACKUP_KEEP_WEEKLY: wholeNumber('BACKUP_KEEP_WEEKLY', 'backups', 0, 520, 4),
};

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
  ...retentionEnv,
  ...backupEnv,
  ...storageEnv,
  EXPORT_EXPIRY_DAYS: wholeNumber('EXPORT_EXPIRY_DAYS', 'days', 1, 365, DEFAULT_EXPORT_EXPIRY_DAYS),
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
  /** Days a company export can be downloaded before its file is deleted (server/export). */
  exportExpiryDays: number;
  /** Real Xero when XERO_CLIENT_ID and XERO_CLIENT_SECRET are set; else start-up fills in the simulator. */
  xero: XeroConfig;
  /** Five-field cron (server time) of the reconcile job reading Xero's changed invoices; null when off. */
  xeroReconcileSchedule: string | null;
  /** Seals stored Xero tokens; unset, start-up reads or creates DATA_DIR/token-encryption.key. */
  tokenEncryptionKey: Buffer | undefined;
  /** Real Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; else start-up fills in the simulator. */
  stripe: StripeConfig;
  /** Ages past which the retention job deletes rows, and its cron (null: off). */
  retention: RetentionConfig;
  /** Five-field cron (server time) of the backups, or 'off'. */
  backupSchedule: string;
  /** Where backups are written (default DATA_DIR/backups). */
  backupDir: string;
  /** Backups kept: the newest of each of this many days, and of this many weeks. */
  backupKeepDaily: number;
  backupKeepWeekly: number;
  /** Where files (site evidence) are kept: the database, or S3 (integrations/storage). */
  storage: StorageConfig;
  /** Each company's stored photos and files may not pass this (STORAGE_COMPANY_LIMIT_MB; 10 GB). */
  storageCompanyLimitBytes: number;
};

export type RetentionConfig = {
  /** E-mail log and Xero call log entries. */
  logDays: number;
  /** Sessions, reset links, invitations and Xero connect tickets, counted from their end (expiry or use). */
  tokenDays: number;
  /** Stored replies of Idempotency-Key calls. */
  idempotencyHours: number;
  /** Finished background jobs (pg-boss deletes them itself: its deleteAfterSeconds). */
  jobDays: number;
  /** Five-field cron in the server's time zone; null when RETENTION_SCHEDULE is off. */
  schedule: string | null;
};

export class ConfigError extends Error {}

/** Reads the environment once at start-up; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema
    .superRefine((e, ctx) => {
      checkXero(e, ctx);
      checkStripe(e, ctx);
      checkStorage(e, ctx);
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
    exportExpiryDays: e.EXPORT_EXPIRY_DAYS,
    xero: {
      clientId: e.XERO_CLIENT_ID,
      clientSecret: e.XERO_CLIENT_SECRET,
      loginUrl: e.XERO_LOGIN_URL,
      identityUrl: e.XERO_IDENTITY_URL,
      apiUrl: e.XERO_API_URL,
      scopes: e.XERO_SCOPES?.split(/\s+/) ?? XERO_DEFAULT_SCOPES,
      simulatorUrl: undefined,
      webhookKey: e.XERO_WEBHOOK_KEY,
    },
    xeroReconcileSchedule: e.XERO_RECONCILE_SCHEDULE === 'off' ? null : e.XERO_RECONCILE_SCHEDULE,
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
      simulatorUrl: undefined,
    },
    retention: {
      logDays: e.RETENTION_LOG_DAYS,
      tokenDays: e.RETENTION_TOKEN_DAYS,
      idempotencyHours: e.RETENTION_IDEMPOTENCY_HOURS,
      jobDays: e.RETENTION_JOB_DAYS,
      schedule: e.RETENTION_SCHEDULE === 'off' ? null : e.RETENTION_SCHEDULE,
    },
    backupSchedule: e.BACKUP_SCHEDULE,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    backupKeepDaily: e.BACKUP_KEEP_DAILY,
    backupKeepWeekly: e.BACKUP_KEEP_WEEKLY,
    storage: storageConfig(e),
    storageCompanyLimitBytes: companyLimitBytes(e),
  };
}
