import { customType, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyRef } from './accounts';

/** Bytes as PostgreSQL bytea (Buffer in, Buffer out). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files kept in the database (issue 28, the default storage backend: the embedded product and its
 * backups hold everything). With object storage configured the same keys name objects there and
 * this table stays empty. A key is the company's (`c<companyId>/…`), never shared between companies.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    companyId: companyRef(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** SHA-256 of the bytes, hex. */
    sha256: varchar('sha256', { length: 64 }).notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_company_idx').on(t.companyId)],
);
