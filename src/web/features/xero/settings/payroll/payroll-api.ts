import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayrollSettingsBody } from '../../../../../shared/payroll/schemas';
import type { z } from 'zod';
import type { savePayItemBody } from '../../../../../shared/payroll/schemas';
import { api, apiQuery, queryKeyOf } from '../../../../lib/api';
import { toastFailure } from '../../../../lib/failure';
import { toast } from '../../../../lib/toast-store';
import { fullName } from '../../../../../shared/people';

/**
 * Settings → Xero, payroll parts (002 §2, §7): one place per call, each with its query options
 * or mutation, and 002 §8's failure titles.
 */

const settingsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/xero/payroll-settings', { params: { companyId } });
const calendarsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/xero/payroll-calendars', { params: { companyId } });
const mappingsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/xero/employee-mappings', { params: { companyId } });
const payItemsQuery = () => apiQuery('GET /api/xero/pay-items');
const xeroEmployeesQuery = () => apiQuery('GET /api/xero/employees');
/** Every pay-cycles read of the company (the payroll view's), whatever its date. */
const payCyclesKey = (companyId: number) =>
  queryKeyOf('/api/companies/:companyId/xero/pay-cycles', { companyId });

export const usePayrollSettings = (companyId: number) => useQuery(settingsQuery(companyId));
export const usePayrollCalendars = (companyId: number) => useQuery(calendarsQuery(companyId));
export const useEmployeeMappings = (companyId: number) => useQuery(mappingsQuery(companyId));
/** Xero's earnings rates: read when the View Earnings Rates dialog opens. */
export const usePayItems = (enabled: boolean) => useQuery({ ...payItemsQuery(), enabled });
/** Xero Payroll's employees: read when the mapping dialog opens. */
export const useXeroEmployees = (enabled: boolean) => useQuery({ ...xeroEmployeesQuery(), enabled });

/** The payroll settings panel's Save (the four earnings rate fields). */
export function useSavePayrollSettings(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollSettingsBody) =>
      api('POST /api/companies/:companyId/xero/payroll-settings', { params: { companyId }, body }),
    onSuccess: (saved) => {
      client.setQueryData(settingsQuery(companyId).queryKey, saved);
      toast({ title: 'Payroll settings saved', description: 'Timesheets go to Xero with these rates.' });
    },
    onError: (error) =>
      toastFailure('Save failed', error, 'Failed to save payroll settings. Please try again.'),
  });
}

/** 'Save' on an earnings rate: it becomes the ordinary or the overtime hours rate. */
export function useSavePayItem(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof savePayItemBody>) =>
      api('POST /api/companies/:companyId/xero/pay-items', { params: { companyId }, body }),
    onSuccess: (saved, rate) => {
      client.setQueryData(settingsQuery(companyId).queryKey, saved);
      const which = rate.earningsType === 'OVERTIMEEARNINGS' ? 'overtime' : 'ordinary';
      toast({ title: 'Earnings rate saved', description: `${rate.name} is now the ${which} hours rate.` });
    },
    onError: (error) =>
      toastFailure('Save failed', error, 'Failed to save the earnings rate. Please try again.'),
  });
}

/** Pay Cycle Configuration's sync: Xero's pay calendars become the company's. */
export function useSyncPayrollCalendars(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api('POST /api/companies/:companyId/xero/sync-payroll-calendars', { params: { companyId } }),
    onSuccess: async ({ calendarCount, payCycleCount }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: calendarsQuery(companyId).queryKey }),
        client.invalidateQueries({ queryKey: settingsQuery(companyId).queryKey }),
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
        client.invalidateQueries({ queryKey: calendarsQuery(companyId).queryKey }),
        client.invalidateQueries({ queryKey: settingsQuery(companyId).queryKey }),
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

/** The mapping dialog's Save: the user is paid as this Xero employee. */
export function useMapXeroEmployee(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, xeroId }: { userId: number; xeroId: string }) =>
      api('POST /api/users/:userId/map-xero-employee', { params: { userId }, body: { xeroId } }),
    onSuccess: async (mapping) => {
      await client.invalidateQueries({ queryKey: mappingsQuery(companyId).queryKey });
      toast({
        title: 'User mapped',
        description: `${fullName(mapping)} is paid as ${mapping.xeroDisplayName ?? 'this Xero employee'}.`,
      });
    },
    onError: (error) =>
      toastFailure('Mapping failed', error, 'Failed to map the user to a Xero employee. Please try again.', {
        serverErrors: true,
      }),
  });
}
