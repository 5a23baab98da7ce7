import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitation } from '../../../../shared/auth/invitations-schemas';
import { api } from '../../../lib/api';
import { toastDelivery } from '../../../lib/delivery-toast';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { invitationsKey } from './get-invitations';

/** Where to turn when the invitation e-mail did not go out. */
export const LINK_INSTEAD = 'Use Link under Pending Invitations to send it yourself.';

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
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Invitation failed',
        description: failureText(error, 'Failed to send invitation'),
      }),
  });
}
