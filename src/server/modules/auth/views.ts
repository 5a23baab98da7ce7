import { eq } from 'drizzle-orm';
import type { PaymentDetails } from '../../../shared/company/payment-details';
import { can } from '../../../shared/roles';
import type { CompanyReply, UserReply } from '../../../shared/auth/users-schemas';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import { createSession } from '../../access/sessions';
import { notFound } from '../../errors';

type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

export const userView = (u: UserRow): UserReply => ({
  id: u.id,
  username: u.username,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  role: u.role,
  companyId: u.companyId,
  isActive: u.isActive,
  currentAppVersion: u.currentAppVersion,
});

export const companyView = (c: CompanyRow, role: UserRow['role']): CompanyReply => ({
  id: c.id,
  name: c.name,
  email: c.email,
  phone: c.phone,
  address: c.address,
  abn: c.abn,
  ...paymentDetailsView(c, role),
  invoicePrefix: c.invoicePrefix,
  code: can(role, 'company.readCode') ? c.code : null,
  accountingSoftware: c.accountingSoftware,
  approvalDefault: c.approvalDefault,
  defaultStartTime: c.defaultStartTime,
  defaultFinishTime: c.defaultFinishTime,
  timeZone: c.timeZone,
});

/** The company's bank details, only for those who keep Company Info (admin, office): a worker has no use for them. */
const paymentDetailsView = (c: CompanyRow, role: UserRow['role']): PaymentDetails => {
  const shown = can(role, 'company.update');
  return {
    paymentAccountName: shown ? c.paymentAccountName : null,
    paymentBsb: shown ? c.paymentBsb : null,
    paymentAccountNumber: shown ? c.paymentAccountNumber : null,
    paymentNote: shown ? c.paymentNote : null,
  };
};

export async function loadUserAndCompany(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('User');
  return { user: userView(row.user), company: companyView(row.company, row.user.role) };
}

/** Signs a user in: a new session and the reply every sign-in path returns. */
export async function startSession(db: Db, userId: number, meta: { userAgent?: string; ipAddress?: string }) {
  const { user, company } = await loadUserAndCompany(db, userId);
  const token = await createSession(db, { id: user.id, companyId: user.companyId }, meta);
  return { token, user, company };
}
