import { eq } from 'drizzle-orm';
import type { AttachmentSettingsReply } from '../../../../shared/dockets/attachments/schemas';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { companies } from '../../../db/schema';
import { companyUsage } from './views';

/** Settings → Site photos: 'Keep where and when photos were taken', and the storage used of the limit. */
export async function attachmentSettings(
  db: Db,
  actor: Actor,
  limitBytes: number,
): Promise<AttachmentSettingsReply> {
  const [company] = await db
    .select({ keepPhotoPlace: companies.keepPhotoPlace })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  return {
    keepPhotoPlace: company?.keepPhotoPlace ?? false,
    usedBytes: await companyUsage(db, actor.companyId),
    limitBytes,
  };
}

/** Turns 'Keep where and when photos were taken' on or off for photos sent from now on. */
export async function updateAttachmentSettings(
  db: Db,
  actor: Actor,
  changes: { keepPhotoPlace: boolean },
  limitBytes: number,
): Promise<AttachmentSettingsReply> {
  await db
    .update(companies)
    .set({ keepPhotoPlace: changes.keepPhotoPlace, updatedAt: new Date() })
    .where(eq(companies.id, actor.companyId));
  return attachmentSettings(db, actor, limitBytes);
}
