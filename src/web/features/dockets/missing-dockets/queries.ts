import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolidayBody, ReminderSettings } from '../../../../shared/dockets/missing-dockets-schemas';
import { api, apiQuery } from '../../../lib/api';
import { toastDelivery } from '../../../lib/delivery-toast';
import { toastFailure } from '../../../lib/failure';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { toast } from '../../../lib/toast-store';

/** The card's list; fetched whenever the dashboard opens, so it is current. */
export const missingDocketsQuery = (companyId: number) =>
  queryOptions({
    ...apiQuery('GET /api/companies/:companyId/missing-dockets', { params: { companyId } }),
    staleTime: 0,
  });
export const reminderSettingsQuery = (companyId: number) =>
  queryOptions(apiQuery('GET /api/companies/:companyId/reminder-settings', { params: { companyId } }));
export const holidaysQuery = (companyId: number) =>
  queryOptions(apiQuery('GET /api/companies/:companyId/holidays', { params: { companyId } }));

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

/** Adding and removing company holidays; the missing list is read again after either. */
export function useHolidayChanges(companyId: number) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: holidaysQuery(companyId).queryKey });
    await queryClient.invalidateQueries({ queryKey: missingDocketsQuery(companyId).queryKey });
  };
  const add = useMutation({
    mutationFn: (body: HolidayBody) =>
      api('POST /api/companies/:companyId/holidays', {
        params: { companyId },
        body,
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (holidayId: number) =>
      api('DELETE /api/companies/:companyId/holidays/:holidayId', { params: { companyId, holidayId } }),
    onSuccess: refresh,
    onError: (error) => toastFailure('Not removed', error, 'Failed to remove the holiday.'),
  });
  return { add, remove };
}
