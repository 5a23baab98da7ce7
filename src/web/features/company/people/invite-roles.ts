import { INVITATION_ROLES, ROLE_LABELS, type InvitationRole } from '../../../../shared/roles';

export const INVITE_ROLE_CHOICES = INVITATION_ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

/** What each invited role can do, shown under the role picker. */
export const INVITE_ROLE_HINTS: Record<InvitationRole, string> = {
  worker:
    'Records daily dockets on their phone for the projects they are assigned to. Never sees rates or totals.',
  foreman: 'Supervises workers and approves dockets on site, and can record dockets of their own.',
  office:
    'Runs projects, clients, invoicing and payroll with the same rights as an admin, except deleting users.',
};
