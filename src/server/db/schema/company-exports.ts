import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ExportStatus } from '../../../shared/company/export-schemas';
import { companyRef, userRef } from './accounts';
import { at, createdAt, id } from './columns';

/**
 * A company's own export (issue 25): everything it owns as one ZIP, built by a background job into
 * DATA_DIR/exports/<id>.zip and downloadable by the admin who asked for it until `expires_at`. At
 * most one export of a company is queued or running at a time (the partial unique index).
 */
export const companyExports = pgTable(
  'company_exports',
  {
    id: id(),
    companyId: companyRef(),
    requestedById: userRef('requested_by_id'),
    status: varchar('status', { length: 10 }).$type<ExportStatus>().notNull().default('queued'),
    /** 0 to 100. */
    progress: integer('progress').notNull().default(0),
    /** Rows per CSV file and PDFs per kind, once the ZIP is ready. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    /** The name the download is saved under (the file on disk is named by the id). */
    fileName: varchar('file_name', { length: 200 }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    expiresAt: at('expires_at'),
    /** Why it failed, in words for the admin (never internals). */
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('company_exports_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('company_exports_one_running_key')
      .on(t.companyId)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('company_exports_status', sql`${t.status} in ('queued', 'running', 'ready', 'failed', 'expired')`),
    check('company_exports_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);
