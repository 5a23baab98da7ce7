import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast-store';
import { failureText } from '../failure';
import { useOpenPreviewLater } from '../open-preview-later';
import { useCreateDocket, useUpdateDocket } from '../mutations';
import { previewPath } from '../preview-link';
import type { Docket } from '../types';
import { createBody, updateBody, type DocketFormValues } from './form-values';

/**
 * Save Docket. A new docket is saved as complete; on a project that needs approval the server
 * keeps a draft and its preview opens for sending to a foreman. An edit saves the changes and
 * opens the preview, or goes back to `returnTo` (the day page that opened it). One save at a time;
 * on failure the form keeps every value.
 */
export function useDocketSave(docket: Docket | undefined, returnTo: string | null) {
  const navigate = useNavigate();
  const create = useCreateDocket();
  const update = useUpdateDocket();
  const busy = useRef(false);
  const openPreviewLater = useOpenPreviewLater();

  const save = async (values: DocketFormValues) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (docket) await saveEdit(docket, values);
      else await saveNew(values);
    } finally {
      busy.current = false;
    }
  };

  const saveNew = async (values: DocketFormValues) => {
    try {
      const saved = await create.mutateAsync(createBody(values, 'approved'));
      if (saved.status === 'approved') {
        toast({ title: 'Entry completed' });
        await navigate(`/entries/${saved.date}`);
      } else {
        toast({
          title: 'Draft saved',
          description: 'This project needs a foreman’s approval. Opening the docket…',
        });
        openPreviewLater(saved.id, `/entries/${saved.date}`);
      }
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Creation failed',
        description: failureText(error, 'Failed to create timesheet. Please try again.'),
      });
    }
  };

  const saveEdit = async (current: Docket, values: DocketFormValues) => {
    try {
      const saved = await update.mutateAsync({ id: current.id, body: updateBody(values) });
      if (current.status === 'approved' && saved.status === 'draft') toast({ title: 'Draft saved' });
      await navigate(returnTo ?? previewPath(saved.id));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to update timesheet',
        description: failureText(error, 'Please try again.'),
      });
    }
  };

  /** Saving, or waiting to open the preview of a saved draft. */
  const saving = create.isPending || update.isPending || create.isSuccess;
  return { save, saving };
}
