import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { getPayrollCalendarsQuery } from './get-payroll-calendars';
import { getPayrollSettingsQuery } from './get-payroll-settings';
import { payCyclesKey } from './keys';

/** Set Active on a pay calendar (one active at a time). */
export function useSetActiveCalendar(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (calendarId: number) =>
      api('POST /api/companies/:companyId/xero/set-active-calendar', {
        params: { companyId },
        body: { calendarId },
      }),
    onSuccess: async ({ calendar }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: getPayrollCalendarsQuery(companyId).queryKey }),
        client.invalidateQueries({ queryKey: getPayrollSettingsQuery(companyId).queryKey }),
        client.invalidateQueries({ queryKey: payCyclesKey(companyId) }),
      ]);
      toast({
        title: 'Active pay calendar changed',
        description: `${calendar.name} is now the active pay calendar.`,
      });
    },
    onError: (error) =>
      toastFailure('Update failed', error, 'Failed to change the active pay calendar. Please try again.'),
  });
}
