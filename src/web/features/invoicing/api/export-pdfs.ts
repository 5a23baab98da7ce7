import { useMutation } from '@tanstack/react-query';
import { todayIn } from '../../../../shared/dates';
import { api } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';

/** POST /api/timesheets/export-pdfs: the ticked dockets' PDFs as one ZIP named with today's date (002 §9). */
export function useExportPdfs(timeZone: string, onDone: () => void) {
  return useMutation({
    mutationFn: async (timesheetIds: number[]) => {
      const res = await api('POST /api/timesheets/export-pdfs', { body: { timesheetIds } });
      return { blob: await res.blob(), fileName: `dockets-${todayIn(timeZone)}.zip` };
    },
    onSuccess: ({ blob, fileName }, ids) => {
      saveFile(blob, fileName);
      toast({ title: `${ids.length} PDF${ids.length === 1 ? '' : 's'} exported`, description: fileName });
      onDone();
    },
    onError: (error) => toastFailure('Export failed', error, 'Failed to export PDF files. Please try again.'),
  });
}
