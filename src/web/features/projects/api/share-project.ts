import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EmailStatus } from '../../../../shared/email/delivery';
import type { shareProjectBody } from '../../../../shared/projects/schemas';
import { api } from '../../../lib/api';
import { toastDelivery } from '../../../lib/delivery-toast';
import { toastFailure } from '../../../lib/failure';

type ShareValues = z.output<typeof shareProjectBody>;

/** What the e-mail module did with the invitation: sent, saved (no mail server) or refused. */
const toastFor = (status: EmailStatus, email: string) =>
  toastDelivery({
    status,
    to: email,
    what: 'Invitation',
    sent: {
      title: 'Invitation sent',
      description: `${email} has the code and a link to the foreman dashboard.`,
    },
    instead: 'Send the project code by text message instead.',
  });

/** Share Project Access by e-mail (admin and office); `sent` runs unless the delivery failed. */
export function useShareProject(projectId: number, sent: () => void) {
  return useMutation({
    mutationFn: (values: ShareValues) =>
      api('POST /api/projects/:id/share', { params: { id: projectId }, body: values }),
    onSuccess: ({ status }, values) => {
      toastFor(status, values.email);
      if (status !== 'failed') sent();
    },
    onError: (error) =>
      toastFailure('Email failed', error, 'Failed to send the invitation. Please try again.'),
  });
}
