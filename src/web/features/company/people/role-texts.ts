import { can, type Role } from '../../../../shared/roles';
import { INVITE_ROLE_HINTS } from './invite-roles';

/** "Jake Thompson is now …" */
export const ROLE_NOUN: Record<Role, string> = {
  admin: 'an admin',
  office: 'office staff',
  foreman: 'a foreman',
  worker: 'a worker',
};

/** What making someone an admin gives them, said before it happens (issue 11 point 10). */
export const ADMIN_POWERS =
  'Full control of the company: billing and the subscription, users and their roles, company settings, every docket and all the money (rates, values, invoices and payroll).';

/** What a role may do, in one sentence. */
const ROLE_SUMMARY: Record<Role, string> = { admin: ADMIN_POWERS, ...INVITE_ROLE_HINTS };
export const roleSummary = (role: Role): string => ROLE_SUMMARY[role];

/** Whether taking this role hands over full control of the company (asked with ADMIN_POWERS). */
export const givesFullControl = (role: Role): boolean => can(role, 'company.fullControl');
