import { and, asc, eq, sql } from 'drizzle-orm';
import type { AttachmentReply } from '../../../../shared/dockets/attachments/schemas';
import type { Db, Tx } from '../../../db/client';
import type { DocketAttachmentRow } from '../../../db/docket-attachments';
import { docketAttachments, users } from '../../../db/schema';
import { notFound } from '../../../errors';

const uploadedByName = sql<
  string | null
>`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${docketAttachments.uploadedByUserId})`;

/** A row and its uploader's name as every caller sees it (no money, nothing of the device). */
export function attachmentView(row: DocketAttachmentRow, name: string | null): AttachmentReply {
  return {
    id: row.id,
    docketId: row.docketId,
    kind: row.kind as AttachmentReply['kind'],
    contentType: row.contentType,
    fileName: row.fileName,
    caption: row.caption,
    key: row.clientKey,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    hasPreview: row.viewKey !== null && row.thumbKey !== null,
    takenAt: row.takenAt?.toISOString() ?? null,
    latitude: row.latitude,
    longitude: row.longitude,
    uploadedByName: name || null,
    createdAt: row.createdAt.toISOString(),
  };
}

const selection = { row: docketAttachments, name: uploadedByName };

/** The docket's attachments, oldest first, as replies. */
export async function attachmentViews(db: Db | Tx, docketId: number): Promise<AttachmentReply[]> {
  const rows = await db
    .select(selection)
    .from(docketAttachments)
    .where(eq(docketAttachments.docketId, docketId))
    .orderBy(asc(docketAttachments.id));
  return rows.map(({ row, name }) => attachmentView(row, name));
}

/** One attachment of this docket (404 when it is another docket's, or none). */
export async function findAttachment(
  db: Db | Tx,
  docketId: number,
  attachmentId: number,
): Promise<{ row: DocketAttachmentRow; view: AttachmentReply }> {
  const [found] = await db
    .select(selection)
    .from(docketAttachments)
    .where(and(eq(docketAttachments.id, attachmentId), eq(docketAttachments.docketId, docketId)));
  if (!found) throw notFound('Attachment');
  return { row: found.row, view: attachmentView(found.row, found.name) };
}

/** The row a phone's key made in the company, if any. */
export async function findByKey(
  db: Db | Tx,
  companyId: number,
  clientKey: string,
): Promise<{ row: DocketAttachmentRow; view: AttachmentReply } | null> {
  const [found] = await db
    .select(selection)
    .from(docketAttachments)
    .where(and(eq(docketAttachments.companyId, companyId), eq(docketAttachments.clientKey, clientKey)));
  return found ? { row: found.row, view: attachmentView(found.row, found.name) } : null;
}

/** Stored bytes of the rows selected: every rendition of every attachment (a company's use). */
const storedBytesTotal = sql<string>`coalesce(sum(${docketAttachments.storedBytes}), 0)`.mapWith(Number);

/** The company's stored bytes. */
export async function companyUsage(db: Db | Tx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: storedBytesTotal })
    .from(docketAttachments)
    .where(eq(docketAttachments.companyId, companyId));
  return row?.bytes ?? 0;
}

/** How many attachments the docket has and the company's stored bytes, in one statement (every upload asks both). */
export async function roomUsed(
  db: Db | Tx,
  docket: { id: number; companyId: number },
): Promise<{ count: number; companyBytes: number }> {
  const [row] = await db
    .select({
      count: sql<string>`count(*) filter (where ${docketAttachments.docketId} = ${docket.id})`.mapWith(
        Number,
      ),
      companyBytes: storedBytesTotal,
    })
    .from(docketAttachments)
    .where(eq(docketAttachments.companyId, docket.companyId));
  return { count: row?.count ?? 0, companyBytes: row?.companyBytes ?? 0 };
}

/** Every stored key of the rows (original, view, thumbnail). */
export const keysOf = (rows: readonly Pick<DocketAttachmentRow, 'originalKey' | 'viewKey' | 'thumbKey'>[]) =>
  rows.flatMap((r) => [r.originalKey, r.viewKey, r.thumbKey].filter((k): k is string => k !== null));
