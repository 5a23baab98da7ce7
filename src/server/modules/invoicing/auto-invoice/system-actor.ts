import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { users, xeroSyncSettings } from '../../../db/schema';

/** What the activity trail shows as the device of a change the automatic invoices made. */
export const AUTOMATIC_ORIGIN = { device: 'Automatic invoices (Settings → Xero)', address: null };

/**
 * Who the automatic invoices act as in a company: the person who last set the mode (still active,
 * admin or office), else the company's first active admin; their name is on the dockets' 'invoiced'
 * events and the trail, whose device says it was automatic. Null when the company has neither.
 */
export async function automaticActor(db: Db, companyId: number): Promise<Actor | null> {
  const backOffice = and(
    eq(users.companyId, companyId),
    eq(users.isActive, true),
    inArray(users.role, ['admin', 'office']),
  );
  const [setter] = await db
    .select({ id: users.id, role: users.role })
    .from(xeroSyncSettings)
    .innerJoin(users, eq(users.id, xeroSyncSettings.updatedById))
    .where(and(eq(xeroSyncSettings.companyId, companyId), backOffice));
  const [admin] = setter
    ? [setter]
    : await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(backOffice, eq(users.role, 'admin')))
        .orderBy(asc(users.id))
        .limit(1);
  if (!admin) return null;
  return { userId: admin.id, companyId, role: admin.role, sessionId: 0, origin: AUTOMATIC_ORIGIN };
}
