import type { Tx, Db } from '../../db/client';
import { docketEvents } from '../../db/schema';

/** Event types the server writes itself; a client may not post them (they are the audit trail). */
export const SERVER_EVENTS = new Set([
  'created',
  'edited',
  'approved',
  'pending_approval',
  'approval_request_sent',
  'reverted_to_draft',
  'reverted',
  'voided',
  'invoiced',
  'unlinked_foreman',
  'foreman_assigned',
]);

export async function addEvent(
  db: Db | Tx,
  docket: { id: number; companyId: number },
  eventType: string,
  userId: number | null,
  details: Record<string, unknown> = {},
  description?: string,
) {
  await db
    .insert(docketEvents)
    .values({ companyId: docket.companyId, docketId: docket.id, eventType, userId, details, description });
}
