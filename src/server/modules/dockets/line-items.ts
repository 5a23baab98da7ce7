import { and, eq, inArray, max } from 'drizzle-orm';
import type { LineItemInput } from '../../../shared/dockets/schemas';
import { MSG } from '../../../shared/dockets/schemas';
import type { Actor } from '../../access/sessions';
import type { Db } from '../../db/client';
import { docketLineItems, dockets } from '../../db/schema';
import { badRequest } from '../../errors';
import { assertCanEdit, findDocket } from './access';
import { addEvent } from './events';
import { refuseOverlaps, storedWorkSpan, type Slot } from './overlaps';
import { UNAPPROVED } from './update';
import { docketView } from './views';
import { prepareWorkItems } from './work-items';

export async function listLineItems(db: Db, actor: Actor, id: number) {
  return (await docketView(db, actor, await findDocket(db, actor, id))).lineItems;
}

/** Adds one work item; like any edit, it sends an approved docket back to draft. */
export async function addLineItem(db: Db, actor: Actor, id: number, input: LineItemInput) {
  let slot: Slot | null = null;
  return refuseOverlaps(
    db,
    () => writeLineItem(db, actor, id, input, (s) => (slot = s)),
    () => slot,
  );
}

async function writeLineItem(
  db: Db,
  actor: Actor,
  id: number,
  input: LineItemInput,
  goingTo: (slot: Slot) => void,
) {
  return db.transaction(async (tx) => {
    const docket = await findDocket(tx, actor, id);
    assertCanEdit(actor, docket);
    if (!docket.projectId)
      throw badRequest('Work items belong to project work, not to non-billable activity');
    if (input.timesheetId !== undefined && input.timesheetId !== id)
      throw badRequest('timesheetId does not match the docket');
    const [last] = await tx
      .select({ n: max(docketLineItems.position) })
      .from(docketLineItems)
      .where(eq(docketLineItems.docketId, id));
    const [row] = await prepareWorkItems(
      tx,
      { id, companyId: docket.companyId, projectId: docket.projectId },
      [input],
      (last?.n ?? -1) + 1,
    );
    const [item] = await tx.insert(docketLineItems).values(row!).returning();
    const workSpan = await storedWorkSpan(tx, id);
    goingTo({ ...docket, workSpan });
    await tx
      .update(dockets)
      .set({ ...(docket.status === 'approved' ? UNAPPROVED : {}), workSpan, updatedAt: new Date() })
      .where(eq(dockets.id, id));
    await addEvent(tx, docket, 'edited', actor.userId, { addedItem: item!.name });
    if (docket.status === 'approved')
      await addEvent(tx, docket, 'reverted_to_draft', actor.userId, { reason: 'edited' });
    return (await docketView(tx, actor, docket)).lineItems.find((i) => i.id === item!.id)!;
  });
}

/** Removes the given work items (or all), keeping at least the rule that a completed docket has work. */
export async function deleteLineItems(db: Db, actor: Actor, id: number, ids: number[] | undefined) {
  return db.transaction(async (tx) => {
    const docket = await findDocket(tx, actor, id);
    assertCanEdit(actor, docket);
    const which = ids?.length
      ? and(eq(docketLineItems.docketId, id), inArray(docketLineItems.id, ids))
      : eq(docketLineItems.docketId, id);
    const removed = await tx.delete(docketLineItems).where(which).returning();
    const [left] = await tx
      .select({ n: max(docketLineItems.id) })
      .from(docketLineItems)
      .where(eq(docketLineItems.docketId, id));
    if (!left?.n && docket.status !== 'draft') throw badRequest(MSG.noWork);
    if (removed.length) {
      await tx
        .update(dockets)
        .set({
          ...(docket.status === 'approved' ? UNAPPROVED : {}),
          workSpan: await storedWorkSpan(tx, id),
          updatedAt: new Date(),
        })
        .where(eq(dockets.id, id));
      await addEvent(tx, docket, 'edited', actor.userId, { removedItems: removed.length });
    }
    return { deleted: removed.length };
  });
}
