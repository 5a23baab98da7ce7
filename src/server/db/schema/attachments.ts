import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { companyRef, users } from './accounts';
import { dockets } from './dockets';

/**
 * Site evidence on a docket (issue 28): a photo or a PDF. Its bytes are in the file store
 * (integrations/storage) under the keys below, all the company's own (`c<companyId>/…`); the row
 * says what they are. An approved docket's attachments are part of what was signed: the fingerprint
 * covers their SHA-256 (approvals/content-hash.ts).
 */
export const docketAttachments = pgTable(
  'docket_attachments',
  {
    id: id(),
    companyId: companyRef(),
    docketId: integer('docket_id')
      .notNull()
      .references(() => dockets.id, { onDelete: 'cascade' }),
    /** The key the phone made when the photo was taken: a resent upload finds the row it made. */
    clientKey: varchar('client_key', { length: 64 }).notNull(),
    /** 'photo' (an image) or 'file' (a PDF). */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The stored original's type, from its bytes (image/jpeg for a re-encoded photo). */
    contentType: varchar('content_type', { length: 100 }).notNull(),
    /** The name it was sent with, cleaned (shown and used for downloads only). */
    fileName: varchar('file_name', { length: 200 }).notNull(),
    caption: varchar('caption', { length: 200 }),
    /** The stored original's size and SHA-256 (hex). */
    sizeBytes: integer('size_bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Bytes of every stored rendition together (what counts against the company's storage). */
    storedBytes: integer('stored_bytes').notNull(),
    originalKey: varchar('original_key', { length: 200 }).notNull(),
    /** The 1,600 px view and 320 px thumbnail of a decoded photo; null for a PDF. */
    viewKey: varchar('view_key', { length: 200 }),
    thumbKey: varchar('thumb_key', { length: 200 }),
    width: integer('width'),
    height: integer('height'),
    /** Kept only when the company keeps where and when photos were taken. */
    takenAt: at('taken_at'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('docket_attachments_docket_idx').on(t.docketId, t.id),
    uniqueIndex('docket_attachments_client_key').on(t.companyId, t.clientKey),
    check('docket_attachments_kind', sql`${t.kind} in ('photo', 'file')`),
  ],
);
