import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { invitationsKey, type Invitation } from './get-invitations';

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
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Cancellation failed',
        description: failureText(error, 'Failed to cancel invitation. Please try again.'),
      }),
  });
}
