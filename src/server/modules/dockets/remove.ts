import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/sessions';
import type { Db } from '../../db/client';
import { dockets } from '../../db/schema';
import { conflict } from '../../errors';
import { assertMay, findDocket } from './access';

/** Only drafts are deleted; anything else is marked void so the record stays (spec 001 §4). */
export async function deleteDocket(db: Db, actor: Actor, id: number) {
  const docket = await findDocket(db, actor, id);
  assertMay(actor, 'delete', docket, {
    status: () => conflict('Only draft dockets can be deleted. Mark it void instead.'),
  });
  await db.delete(dockets).where(eq(dockets.id, id));
}
