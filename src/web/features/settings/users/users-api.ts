import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitation } from '../../../../shared/schemas/invitations';
import type { InvitationRole, Role } from '../../../../shared/roles';
import { apiRequest } from '../../../lib/request';
import type { EmailStatus } from '../../../../shared/email-delivery';
import { toastDelivery } from '../../../lib/delivery-toast';
import { toast } from '../../../lib/toast-store';
import { failureText } from '../../../lib/failure';
import { ROLE_NOUN } from './role-texts';

export type CompanyUser = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  createdAt: string;
};

export type Invitation = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: InvitationRole;
  invitedById: number | null;
  createdAt: string;
  expiresAt: string;
};

/** Create and resend also say whether the e-mail went out (no mail server: not_sent). */
type SentInvitation = Invitation & { emailStatus: EmailStatus };

/** Where to turn when the invitation e-mail did not go out. */
const LINK_INSTEAD = 'Use Link under Pending Invitations to send it yourself.';

export const usersKey = (companyId: number) => ['/api/companies', companyId, 'users'] as const;
export const invitationsKey = (companyId: number) => ['/api/companies', companyId, 'invitations'] as const;

export const useCompanyUsers = (companyId: number) =>
  useQuery<CompanyUser[]>({ queryKey: usersKey(companyId) });

/** Spec 002 §9: the invitation list is always fetched again (stale at once). */
export const useInvitations = (companyId: number) =>
  useQuery<Invitation[]>({ queryKey: invitationsKey(companyId), staleTime: 0 });

const failed = (title: string, fallback: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: failureText(error, fallback) });

/** PUT /api/users/{userId}/role (admin only, never their own). */
export function useChangeRole(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, role }: { user: CompanyUser; role: Role }) =>
      apiRequest<CompanyUser>('PUT', `/api/users/${user.id}/role`, { role }),
    onSuccess: (_reply, { user, role }) => {
      void queryClient.invalidateQueries({ queryKey: usersKey(companyId) });
      toast({
        title: 'Role updated',
        description: `${user.firstName} ${user.lastName} is now ${ROLE_NOUN[role]}.`,
      });
    },
    onError: failed('Update failed', 'Failed to update user role. Please try again.'),
  });
}

export function useInvite(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CreateInvitation) =>
      apiRequest<SentInvitation>('POST', `/api/companies/${companyId}/invitations`, values),
    onSuccess: (invitation) => {
      void queryClient.invalidateQueries({ queryKey: invitationsKey(companyId) });
      toastDelivery({
        status: invitation.emailStatus,
        to: invitation.email,
        what: 'Invitation',
        sent: {
          title: 'Invitation sent',
          description: `${invitation.firstName} will get an email at ${invitation.email}.`,
        },
        instead: LINK_INSTEAD,
      });
    },
    onError: failed('Invitation failed', 'Failed to send invitation'),
  });
}

export function useResendInvitation(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) =>
      apiRequest<SentInvitation>('POST', `/api/invitations/${invitation.id}/resend`),
    onSuccess: (invitation) => {
      void queryClient.invalidateQueries({ queryKey: invitationsKey(companyId) });
      toastDelivery({
        status: invitation.emailStatus,
        to: invitation.email,
        what: 'Invitation',
        sent: { title: 'Invitation resent', description: `A new link was sent to ${invitation.email}.` },
        instead: LINK_INSTEAD,
      });
    },
    onError: failed('Resend failed', 'Failed to resend invitation. Please try again.'),
  });
}

export function useCancelInvitation(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => apiRequest('DELETE', `/api/invitations/${invitation.id}`),
    onSuccess: (_reply, invitation) => {
      void queryClient.invalidateQueries({ queryKey: invitationsKey(companyId) });
      toast({
        title: 'Invitation cancelled',
        description: `The link sent to ${invitation.email} no longer works.`,
      });
    },
    onError: failed('Cancellation failed', 'Failed to cancel invitation. Please try again.'),
  });
}
