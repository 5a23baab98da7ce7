import { asc, eq } from 'drizzle-orm';
import { clientEventProblem, type ClientEventType } from '../../../shared/dockets/docket-events';
import type { Actor } from '../../access/sessions';
import type { Db } from '../../db/client';
import { docketEvents } from '../../db/schema';
import { badRequest } from '../../errors';
import { findDocket } from './access';
import { addEvent } from './events';

/** A docket's timeline, oldest first, as the API returns it. */
export async function eventsOf(db: Db, docketId: number) {
  const rows = await db
    .select()
    .from(docketEvents)
    .where(eq(docketEvents.docketId, docketId))
    .orderBy(asc(docketEvents.createdAt), asc(docketEvents.id));
  return rows.map(({ docketId: timesheetId, companyId: _c, ...e }) => ({ ...e, timesheetId }));
}

export async function listEvents(db: Db, actor: Actor, id: number) {
  await findDocket(db, actor, id);
  return eventsOf(db, id);
}

/** A client may note things on the timeline, but not write the events the server itself records. */
export async function postEvent(
  db: Db,
  actor: Actor,
  id: number,
  input: { eventType: ClientEventType; description?: string },
) {
  const docket = await findDocket(db, actor, id);
  const problem = clientEventProblem(input.eventType); // the body schema refused these already
  if (problem) throw badRequest(problem, { field: 'eventType' });
  await addEvent(db, docket, input.eventType, actor.userId, {}, input.description);
  return (await listEvents(db, actor, id)).at(-1)!;
}
