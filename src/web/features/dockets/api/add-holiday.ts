import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolidayBody } from '../../../../shared/dockets/missing-dockets-schemas';
import { api } from '../../../lib/api';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { refreshHolidays } from './get-holidays';

/** Adding a company holiday; the missing list is read again after it. */
export function useAddHoliday(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HolidayBody) =>
      api('POST /api/companies/:companyId/holidays', {
        params: { companyId },
        body,
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: () => refreshHolidays(queryClient, companyId),
  });
}
