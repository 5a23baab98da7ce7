import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '../../../../shared/dockets/missing-dockets-schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { missingDocketsQuery } from './get-missing-dockets';
import { reminderSettingsQuery } from './get-reminder-settings';

/** Turning the scheduled reminders on or off, and their time. */
export function useSaveReminderSettings(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettings) =>
      api('PUT /api/companies/:companyId/reminder-settings', { params: { companyId }, body }),
    onSuccess: (reply) => {
      queryClient.setQueryData(reminderSettingsQuery(companyId).queryKey, reply);
      void queryClient.invalidateQueries({ queryKey: missingDocketsQuery(companyId).queryKey });
      toast({
        title: reply.enabled ? 'Reminders on' : 'Reminders off',
        description: reply.enabled
          ? `Workers with no docket are e-mailed at ${reply.time} on working days.`
          : 'Reminders go out only when you tap Remind.',
      });
    },
    onError: (error) => toastFailure('Not saved', error, 'Failed to save the reminder settings.'),
  });
}
