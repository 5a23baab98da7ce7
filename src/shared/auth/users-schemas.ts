import { z } from 'zod';
import { ROLES } from '../roles';

/** A user as the API returns it: never the password hash. */
export const userReply = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  companyId: z.number(),
  isActive: z.boolean(),
  currentAppVersion: z.string().nullable(),
});
export type UserReply = z.infer<typeof userReply>;

/** GET /api/users/:id: the user with their Xero Payroll employee id (002 §3 User.xeroId), null when not mapped. */
export const userProfileReply = userReply.extend({ xeroId: z.string().nullable() });

/** The caller's company; its join code only for admin and office, who hand it out. */
export const companyReply = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The ABN's 11 digits, or null when not set. */
  abn: z.string().nullable(),
  /** How clients pay its invoices (shared/payment-details.ts): null when not set, and for a role that may not change Company Info. */
  paymentAccountName: z.string().nullable(),
  /** The BSB's 6 digits. */
  paymentBsb: z.string().nullable(),
  paymentAccountNumber: z.string().nullable(),
  paymentNote: z.string().nullable(),
  /** What its own invoice numbers start with (shared/invoice-prefix.ts): 'SD-' gives SD-0001. */
  invoicePrefix: z.string(),
  code: z.string().nullable(),
  accountingSoftware: z.enum(['none', 'xero', 'quickbooks']),
  approvalDefault: z.enum(['auto', 'manual']),
  defaultStartTime: z.string(),
  defaultFinishTime: z.string(),
  timeZone: z.string(),
});
export type CompanyReply = z.infer<typeof companyReply>;

export const sessionReply = z.object({ token: z.string(), user: userReply, company: companyReply });
export type SessionReply = z.infer<typeof sessionReply>;
export const meReply = z.object({ user: userReply, company: companyReply });

export const messageReply = z.object({ message: z.string() });
