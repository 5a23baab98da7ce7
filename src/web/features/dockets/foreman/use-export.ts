import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast, type ToastHandle } from '../../../lib/toast-store';
import type { ForemanAccess } from './access-store';
import { saveFile } from '../../../lib/download';
import { exportDocketPdfs } from '../api/export-docket-pdfs';
import { isExpired } from './use-snapshot';

export const NO_SELECTION = 'Please select at least one docket to export.';

/** Export mode of spec 001 §2.6: pick dockets, then download their PDFs as one ZIP. */
export function useDocketExport(access: ForemanAccess | null, onExpired: (message: string) => void) {
  const [exporting, setExporting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  /** The 'No selection' warning goes away as soon as something is picked. */
  const warning = useRef<ToastHandle | null>(null);
  const pick = (update: (now: ReadonlySet<number>) => ReadonlySet<number>) => {
    warning.current?.dismiss();
    warning.current = null;
    setSelected(update);
  };

  const download = useMutation({
    mutationFn: (ids: number[]) => exportDocketPdfs(access!.grant, ids),
    onSuccess: ({ blob, fileName }, ids) => {
      saveFile(blob, fileName);
      toast({ title: `${ids.length} PDF${ids.length === 1 ? '' : 's'} exported`, description: fileName });
      setExporting(false);
      setSelected(new Set());
    },
    onError: (error) => {
      if (isExpired(error)) onExpired(error.message);
      else
        toast({
          variant: 'destructive',
          title: 'Export failed',
          description: 'Failed to export PDF files. Please try again.',
        });
    },
  });

  return {
    exporting,
    selected,
    busy: download.isPending,
    start: () => setExporting(true),
    cancel: () => {
      setExporting(false);
      setSelected(new Set());
    },
    toggle: (id: number) =>
      pick((now) => {
        const next = new Set(now);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    selectAll: (ids: readonly number[]) => pick((now) => new Set([...now, ...ids])),
    clear: () => setSelected(new Set()),
    run: () => {
      if (selected.size === 0) {
        warning.current = toast({ variant: 'destructive', title: 'No selection', description: NO_SELECTION });
        return;
      }
      download.mutate([...selected]);
    },
  };
}

export type DocketExport = ReturnType<typeof useDocketExport>;
