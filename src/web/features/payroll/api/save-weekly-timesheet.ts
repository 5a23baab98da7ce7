import { useQueryClient } from '@tanstack/react-query';
import { WEEKLY_MSG } from '../../../../shared/payroll/weekly-timesheets-schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { entriesOf, type SheetDraft } from '../weekly-timesheets/sheet-form';
import { weeklyKey } from './keys';

/**
 * Save Timesheet (002 §4, §8): a new sheet is created (its retry carries the same Idempotency-Key),
 * one of the week's is updated; success says 'Timesheet saved successfully', a refusal 'Error saving
 * timesheet' with the server's message.
 */
export function useSaveSheet(onSaved: () => void) {
  const client = useQueryClient();
  return useWritingMutation({
    mutationFn: (draft: SheetDraft, idempotencyKey) => {
      const entries = entriesOf(draft);
      const employeeNumber = draft.employeeNumber.trim() || null;
      if (draft.id !== null)
        return api('PUT /api/weekly-timesheets/:id', {
          params: { id: draft.id },
          body: { employeeNumber, status: draft.status, entries },
          idempotencyKey,
        });
      const body = {
        userId: draft.userId,
        weekEnding: draft.weekEnding,
        employeeNumber,
        status: draft.status,
        entries,
      };
      return api('POST /api/weekly-timesheets', { body, idempotencyKey });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: weeklyKey() });
      toast({ title: WEEKLY_MSG.saved });
      onSaved();
    },
    onError: (error) => toastFailure('Error saving timesheet', error, 'Failed to save timesheet'),
  });
}
