import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastDelivery } from '../../../lib/delivery-toast';
import { toastFailure } from '../../../lib/failure';
import { missingDocketsQuery } from './get-missing-dockets';

/** Remind: e-mails one worker; the toast says what the mail server did with it. */
export function useRemind(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; date: string; name: string }) =>
      api('POST /api/companies/:companyId/missing-dockets/reminders', {
        params: { companyId },
        body: { userId: input.userId, date: input.date },
      }),
    onSuccess: async (reply, input) => {
      toastDelivery({
        status: reply.status,
        to: reply.to,
        what: 'Reminder',
        sent: { title: 'Reminder sent', description: `${input.name} was e-mailed a reminder (${reply.to}).` },
        instead: 'Use Text to send it as a text message instead.',
      });
      await queryClient.invalidateQueries({ queryKey: missingDocketsQuery(companyId).queryKey });
    },
    onError: (error) =>
      toastFailure('Reminder not sent', error, 'Failed to send the reminder. Please try again.'),
  });
}
