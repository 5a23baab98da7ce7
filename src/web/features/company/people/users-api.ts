import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitation } from '../../../../shared/auth/invitations-schemas';
import type { Role } from '../../../../shared/roles';
import { api, apiQuery, type ReplyOf } from '../../../lib/api';
import { toastDelivery } from '../../../lib/delivery-toast';
import { toast } from '../../../lib/toast-store';
import { failureText } from '../../../lib/failure';
import { ROLE_NOUN } from './role-texts';
import { fullName } from '../../../../shared/people';

export type CompanyUser = ReplyOf<'GET /api/companies/:companyId/users'>[number];
export type Invitation = ReplyOf<'GET /api/companies/:companyId/invitations'>[number];

/** Where to turn when the invitation e-mail did not go out. */
const LINK_INSTEAD = 'Use Link under Pending Invitations to send it yourself.';

const usersQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/users', { params: { companyId } });
const invitationsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/invitations', { params: { companyId } });

export const usersKey = (companyId: number) => usersQuery(companyId).queryKey;
export const invitationsKey = (companyId: number) => invitationsQuery(companyId).queryKey;

export const useCompanyUsers = (companyId: number) => useQuery(usersQuery(companyId));

/** Spec 002 §9: the invitation list is always fetched again (stale at once). */
export const useInvitations = (companyId: number) =>
  useQuery({ ...invitationsQuery(companyId), staleTime: 0 });

const failed = (title: string, fallback: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: failureText(error, fallback) });

/** PUT /api/users/{userId}/role (admin only, never their own). */
export function useChangeRole(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, role }: { user: CompanyUser; role: Role }) =>
      api('PUT /api/users/:userId/role', { params: { userId: user.id }, body: { role } }),
    onSuccess: (_reply, { user, role }) => {
      void queryClient.invalidateQueries({ queryKey: usersKey(companyId) });
      toast({
        title: 'Role updated',
        description: `${fullName(user)} is now ${ROLE_NOUN[role]}.`,
      });
    },
    onError: failed('Update failed', 'Failed to update user role. Please try again.'),
  });
}

export function useInvite(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CreateInvitation) =>
      api('POST /api/companies/:companyId/invitations', { params: { companyId }, body: values }),
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
      api('POST /api/invitations/:id/resend', { params: { id: invitation.id } }),
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
    mutationFn: (invitation: Invitation) =>
      api('DELETE /api/invitations/:id', { params: { id: invitation.id } }),
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
