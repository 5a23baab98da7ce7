import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, todayIn, type IsoDate } from '../../shared/dates';
import type { Db, Tx } from './client';
import { companies } from './schema';

/** "Today" in the company's time zone (DECISIONS 'Time zone'). */
export async function companyToday(db: Db | Tx, companyId: number, now = new Date()): Promise<IsoDate> {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return todayIn(row?.timeZone ?? DEFAULT_TIME_ZONE, now);
}
