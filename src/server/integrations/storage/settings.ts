import { z } from 'zod';

/** Object storage reached through the S3 API (AWS S3 or an S3-compatible service). */
export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset, AWS's own for the region. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key), as most S3-compatible services want. */
  forcePathStyle: boolean;
}

/** Where files are kept: the database (default), or S3 with its settings. */
export type StorageConfig = { backend: 'database' } | ({ backend: 's3' } & S3StorageSettings);

const text = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** Each company's photos and files together, unless STORAGE_COMPANY_LIMIT_MB says otherwise: 10 GB. */
export const DEFAULT_COMPANY_LIMIT_MB = 10_240;

/** The company-wide limit in bytes (every stored rendition counts). */
export const companyLimitBytes = (e: { STORAGE_COMPANY_LIMIT_MB: number }): number =>
  e.STORAGE_COMPANY_LIMIT_MB * 1024 * 1024;

/** The STORAGE_* variables, spread into config.ts's schema. */
export const storageEnv = {
  STORAGE_BACKEND: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['database', 's3'], { message: 'STORAGE_BACKEND must be database or s3' }).default('database'),
  ),
  STORAGE_S3_BUCKET: text.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message: 'STORAGE_S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, . or -',
      })
      .optional(),
  ),
  STORAGE_S3_REGION: text.transform((v) => v ?? 'us-east-1'),
  STORAGE_S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'STORAGE_S3_ENDPOINT must be an http(s) URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STORAGE_S3_ACCESS_KEY_ID: text,
  STORAGE_S3_SECRET_ACCESS_KEY: text,
  STORAGE_COMPANY_LIMIT_MB: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ message: 'STORAGE_COMPANY_LIMIT_MB must be a whole number of megabytes' })
      .int({ message: 'STORAGE_COMPANY_LIMIT_MB must be a whole number of megabytes' })
      .min(1, { message: 'STORAGE_COMPANY_LIMIT_MB must be at least 1 megabyte' })
      .max(DEFAULT_COMPANY_LIMIT_MB * 1000, {
        message: 'STORAGE_COMPANY_LIMIT_MB must be at most 10240000 megabytes',
      })
      .default(DEFAULT_COMPANY_LIMIT_MB),
  ),
  STORAGE_S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', ''], { message: 'STORAGE_S3_FORCE_PATH_STYLE must be 0 or 1' })
    .optional()
    .transform((v) => v === '1'),
};

type StorageEnv = z.output<z.ZodObject<typeof storageEnv>>;

const REQUIRED_FOR_S3 = [
  'STORAGE_S3_BUCKET',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
] as const;

/** S3 needs its bucket and both keys; each one missing is named. */
export function checkStorage(e: StorageEnv, ctx: z.RefinementCtx): void {
  if (e.STORAGE_BACKEND !== 's3') return;
  for (const name of REQUIRED_FOR_S3)
    if (!e[name])
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} must be set when STORAGE_BACKEND is s3`,
      });
}

export function storageConfig(e: StorageEnv): StorageConfig {
  if (e.STORAGE_BACKEND !== 's3') return { backend: 'database' };
  return {
    backend: 's3',
    bucket: e.STORAGE_S3_BUCKET!,
    region: e.STORAGE_S3_REGION,
    endpoint: e.STORAGE_S3_ENDPOINT?.replace(/\/+$/, ''),
    accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID!,
    secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE,
  };
}

/**
 * The origin a signed link of the store points to (what the pages' CSP must let them fetch), or
 * null for the database: the bucket in the path at the endpoint, else the bucket's own host.
 */
export function storageOrigin(storage: StorageConfig): string | null {
  if (storage.backend !== 's3') return null;
  if (!storage.endpoint) return `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`;
  const endpoint = new URL(storage.endpoint);
  return storage.forcePathStyle
    ? endpoint.origin
    : `${endpoint.protocol}//${storage.bucket}.${endpoint.host}`;
}
