import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { getPayrollCalendarsQuery } from './get-payroll-calendars';
import { getPayrollSettingsQuery } from './get-payroll-settings';
import { payCyclesKey } from './keys';

/** Pay Cycle Configuration's sync: Xero's pay calendars become the company's. */
export function useSyncPayrollCalendars(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api('POST /api/companies/:companyId/xero/sync-payroll-calendars', { params: { companyId } }),
    onSuccess: async ({ calendarCount, payCycleCount }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: getPayrollCalendarsQuery(companyId).queryKey }),
        client.invalidateQueries({ queryKey: getPayrollSettingsQuery(companyId).queryKey }),
        client.invalidateQueries({ queryKey: payCyclesKey(companyId) }),
      ]);
      toast({
        title: 'Pay calendars synced',
        description: `${calendarCount === 1 ? '1 pay calendar' : `${calendarCount} pay calendars`} and ${
          payCycleCount === 1 ? '1 pay cycle' : `${payCycleCount} pay cycles`
        } in the next 12 months.`,
      });
    },
    onError: (error) =>
      toastFailure('Sync failed', error, 'Failed to sync pay calendars from Xero. Please try again.', {
        serverErrors: true,
      }),
  });
}
