import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';

/** POST /api/invitations/:id/link: a new link for the inviter to hand over; an earlier e-mailed one stops working. */
export const useInvitationLink = () =>
  useMutation({
    mutationFn: (id: number) => api('POST /api/invitations/:id/link', { params: { id } }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Could not get the link',
        description: failureText(error, 'Failed to get the invitation link. Please try again.'),
      }),
  });
