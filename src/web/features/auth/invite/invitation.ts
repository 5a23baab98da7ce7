import type { ReplyOf } from '../../../lib/api';
import { can, type Role } from '../../../../shared/roles';

/** The invitation an open link stands for (GET /api/invitations/validate/:token, 200). */
export type Invitation = Extract<
  ReplyOf<'GET /api/invitations/validate/:token'>,
  { valid: true }
>['invitation'];

/** Where the new account goes first (spec 000 §2): a worker to /entries, others to /dashboard. */
export const homeAfterInvite = (role: Role): string =>
  can(role, 'dashboard.open') ? '/dashboard' : '/entries';
