import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailLogs } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Outbound mail sent on a signed-in user's behalf (docket PDFs, shares, approval requests,
 * invitations) is capped per hour, counted from the e-mail log: a stolen or careless office
 * account cannot turn the product into a mail cannon. Numbers in docs/decisions.md.
 */
export const MAILS_PER_USER_HOUR = 60;
export const MAILS_PER_COMPANY_HOUR = 300;

export type Sender = { userId: number; companyId: number };

const capReached = (who: string, perHour: number) =>
  new AppError(
    'EMAIL_CAP_REACHED',
    `${who} sent ${perHour} e-mails in the last hour, the most allowed. Please try again later.`,
    { perHour },
  );

/** Throws a 429 when the sender or their company has used up the hour's e-mails. */
export async function assertMailAllowance(db: Db | Tx, sender: Sender): Promise<void> {
  const [row] = await db
    .select({
      company: count(),
      user: count(sql`case when ${emailLogs.sentByUserId} = ${sender.userId} then 1 end`),
    })
    .from(emailLogs)
    .where(
      and(
        eq(emailLogs.companyId, sender.companyId),
        isNotNull(emailLogs.sentByUserId),
        gt(emailLogs.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((row?.user ?? 0) >= MAILS_PER_USER_HOUR) throw capReached('You have', MAILS_PER_USER_HOUR);
  if ((row?.company ?? 0) >= MAILS_PER_COMPANY_HOUR)
    throw capReached('Your company has', MAILS_PER_COMPANY_HOUR);
}
