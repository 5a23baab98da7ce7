import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { AttachmentReply } from '../../../../shared/dockets/attachments/schemas';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { companies, docketAttachments } from '../../../db/schema';
import type { FileStore } from '../../../integrations/storage/file-store';
import { findDocket } from '../access';
import { removeFiles } from './files';
import { prepareUpload, type PreparedUpload } from './prepare';
import { assertAttachable, assertRoom, attachmentChanged } from './rules';
import type { UploadFor } from './upload-metadata';
import { findByKey, keysOf } from './views';

export type FinishDeps = { db: Db; files: FileStore; limitBytes: number };

type Renditions = { originalKey: string; viewKey: string | null; thumbKey: string | null };

/** Puts the original (and a photo's view and thumbnail) under a folder of their own. */
async function store(files: FileStore, companyId: number, docketId: number, prepared: PreparedUpload) {
  const folder = `c${companyId}/dockets/${docketId}/${randomBytes(12).toString('hex')}`;
  const put = async (name: string, bytes: Buffer | null, contentType: string) => {
    if (!bytes) return { key: null, sizeBytes: 0, sha256: '' };
    const key = `${folder}/${name}`;
    return { key, ...(await files.put(key, bytes, { companyId, contentType })) };
  };
  const [original, view, thumb] = await Promise.all([
    put('original', prepared.original, prepared.contentType),
    put('view', prepared.view, 'image/jpeg'),
    put('thumb', prepared.thumb, 'image/jpeg'),
  ]);
  const keys: Renditions = { originalKey: original.key!, viewKey: view.key, thumbKey: thumb.key };
  return {
    keys,
    sizeBytes: original.sizeBytes,
    sha256: original.sha256,
    storedBytes: original.sizeBytes + view.sizeBytes + thumb.sizeBytes,
  };
}

/**
 * Uploads are finished one at a time in this process: fifty arriving at once queue here instead of
 * filling libuv's thread pool (which the uploads' own file writes share) and both cores, so memory
 * holds one photo's renditions, not fifty; and their statements do not queue at once on the embedded
 * database's one connection, where every other request (the health check, the office's pages) would
 * wait behind them all (docs/performance.md, 'Site photos').
 */
const oneAtATime = pLimit(1);

/** A re-encoded photo is a JPEG whatever it was sent as: its name says so. */
const asJpegName = (name: string) => (/\.jpe?g$/i.test(name) ? name : `${name.replace(/\.[^.]*$/, '')}.jpg`);

/** The camera's time as an instant: with its zone as written, else the company's wall clock. */
const takenAtOf = (takenAt: string | null, companyId: number) => {
  if (!takenAt) return null;
  if (/[+-]\d{2}:\d{2}$|Z$/.test(takenAt)) return new Date(takenAt);
  return sql`(${takenAt}::timestamp at time zone (select ${companies.timeZone} from ${companies} where ${companies.id} = ${companyId}))`;
};

/**
 * The last bytes of an upload arrived: the file is made what it will be kept as (prepare.ts), put
 * in the file store, and its row added in one transaction that locks the docket and checks again
 * that it may take it (the docket may have been approved, or filled, while the bytes travelled).
 * Touching the docket's updated_at tells the live streams. A key that made a row already gets that
 * row back and nothing more is kept; a refusal removes what was put.
 */
export const finishUpload = (deps: FinishDeps, actor: Actor, wanted: UploadFor, bytes: Buffer) =>
  oneAtATime(() => finish(deps, actor, wanted, bytes));

async function finish(
  { db, files, limitBytes }: FinishDeps,
  actor: Actor,
  wanted: UploadFor,
  bytes: Buffer,
): Promise<AttachmentReply> {
  const made = await findByKey(db, actor.companyId, wanted.key);
  if (made && made.row.docketId === wanted.docketId) return made.view;

  const docket = await findDocket(db, actor, wanted.docketId);
  assertAttachable(actor, docket);
  const [company] = await db
    .select({ keepPhotoPlace: companies.keepPhotoPlace })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const prepared = await prepareUpload(bytes, company?.keepPhotoPlace ?? false);
  const stored = await store(files, actor.companyId, docket.id, prepared);
  const keys = keysOf([stored.keys]);

  let row: typeof docketAttachments.$inferSelect | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const locked = await findDocket(tx, actor, docket.id, { forUpdate: true });
      assertAttachable(actor, locked);
      await assertRoom(tx, locked, stored.storedBytes, limitBytes);
      const [inserted] = await tx
        .insert(docketAttachments)
        .values({
          companyId: actor.companyId,
          docketId: locked.id,
          clientKey: wanted.key,
          kind: prepared.kind,
          contentType: prepared.contentType,
          fileName: prepared.kind === 'photo' ? asJpegName(wanted.fileName) : wanted.fileName,
          caption: wanted.caption,
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          storedBytes: stored.storedBytes,
          ...stored.keys,
          width: prepared.width,
          height: prepared.height,
          takenAt: takenAtOf(prepared.takenAt, actor.companyId),
          latitude: prepared.location?.latitude ?? null,
          longitude: prepared.location?.longitude ?? null,
          uploadedByUserId: actor.userId,
        })
        .onConflictDoNothing({ target: [docketAttachments.companyId, docketAttachments.clientKey] })
        .returning();
      if (inserted) await attachmentChanged(tx, actor, locked, inserted, 'attachment_added');
      return inserted;
    });
  } catch (error) {
    await removeFiles(files, keys);
    throw error;
  }
  // Not inserted: the same key finished at the same moment elsewhere; that row stands, these files go.
  if (!row) await removeFiles(files, keys);
  const saved = await findByKey(db, actor.companyId, wanted.key);
  if (!saved) throw new Error('An attachment key conflicted but no row holds it');
  return saved.view;
}
