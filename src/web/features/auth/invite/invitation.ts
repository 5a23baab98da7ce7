import type { InvitationRole } from '../../../../shared/roles';

export type Invitation = {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  role: InvitationRole;
};

/** GET /api/invitations/validate/{token}: 200 when valid, 404 {valid:false, message} when not. */
export type ValidationReply = { valid: true; invitation: Invitation };

export const validationKey = (token: string) => ['/api/invitations/validate', token] as const;

/** Where the new account goes first (spec 000 §2): a worker to /entries, others to /dashboard. */
export const homeAfterInvite = (role: string): string => (role === 'worker' ? '/entries' : '/dashboard');
