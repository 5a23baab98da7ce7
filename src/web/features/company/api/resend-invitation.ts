import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastDelivery } from '../../../lib/delivery-toast';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { invitationsKey, type Invitation } from './get-invitations';
import { LINK_INSTEAD } from './invite-user';

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
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Resend failed',
        description: failureText(error, 'Failed to resend invitation. Please try again.'),
      }),
  });
}
