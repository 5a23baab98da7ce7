import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { refreshHolidays } from './get-holidays';

/** Removing a company holiday; the missing list is read again after it. */
export function useRemoveHoliday(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holidayId: number) =>
      api('DELETE /api/companies/:companyId/holidays/:holidayId', { params: { companyId, holidayId } }),
    onSuccess: () => refreshHolidays(queryClient, companyId),
    onError: (error) => toastFailure('Not removed', error, 'Failed to remove the holiday.'),
  });
}
