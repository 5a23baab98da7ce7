import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Limits } from '../access/limits';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../integrations/mail/transport';
import type { PdfRenderer } from '../integrations/pdf/pool';
import type { FileStore } from '../integrations/storage/file-store';
import type { XeroPacer } from '../integrations/xero/pacer';
import type { XeroClientSettings } from '../integrations/xero/settings';
import type { TokenCipher } from '../integrations/xero/token-crypto';

/** What every module is given: configuration, the database and the outside services, nothing global. */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
  limits: Limits;
  /** Renders docket PDFs in worker threads (integrations/pdf/pool.ts). */
  pdf: PdfRenderer;
  /** Durable background jobs on the product's database (jobs/queue.ts). */
  jobs: JobQueue;
  /**
   * The time scheduled jobs, and a grant's live stream ending at its expiry, take as now (app.ts: the
   * clock, or a test's fixed day).
   */
  now: () => Date;
  /**
   * Xero's client settings (null: no Xero app on this server), the cipher for stored tokens, and the
   * pacer every API call of a company waits on (Xero's 60 calls a minute).
   */
  xero: { settings: XeroClientSettings | null; cipher: TokenCipher; pacer: XeroPacer };
  /** Where files are kept: the database or S3, as STORAGE_BACKEND says (integrations/storage). */
  files: FileStore;
};

export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A module registers its routes on the app; routes are thin and call one service function. */
export type AppModule = (app: TypedApp, ctx: AppContext) => void | Promise<void>;
