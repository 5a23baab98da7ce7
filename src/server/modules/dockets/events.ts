import { eq, sql } from 'drizzle-orm';
import type { DocketEventType } from '../../../shared/dockets/docket-events';
import type { EmailStatus } from '../../../shared/email/delivery';
import type { Tx, Db } from '../../db/client';
import { docketEvents } from '../../db/schema';

/** Records one timeline event; its type is one of shared/docket-events.ts (who may write it is there). */
export async function addEvent(
  db: Db | Tx,
  docket: { id: number; companyId: number },
  eventType: DocketEventType,
  userId: number | null,
  details: Record<string, unknown> = {},
  description?: string,
): Promise<number> {
  const [row] = await db
    .insert(docketEvents)
    .values({ companyId: docket.companyId, docketId: docket.id, eventType, userId, details, description })
    .returning({ id: docketEvents.id });
  return row!.id;
}

/**
 * Adds what became of an event's e-mail to its details (`delivery`: the e-mail log's status), once
 * the mail was handed over, so the timeline never says 'Sent' for mail that was only saved or refused.
 */
export async function recordDelivery(db: Db | Tx, eventId: number, delivery: EmailStatus) {
  await db
    .update(docketEvents)
    .set({ details: sql`${docketEvents.details} || ${JSON.stringify({ delivery })}::jsonb` })
    .where(eq(docketEvents.id, eventId));
}
