import { useRef } from 'react';
import { toast } from '../../../lib/toast-store';
import { failureText } from '../failure';
import { useCreateDocket } from '../api/create-docket';
import { quickAddBody, type QuickAdd } from './quick-add-state';
import { useOpenPreviewLater } from '../open-preview-later';
import { isQueuedReply } from '../offline-docket';
import type { HeldFile } from '../attachments/held-files';
import { queueHeldFiles } from '../attachments/send-held-files';
import { useAuth } from '../../auth/api';

/**
 * Saves the quick add (spec 001 §4): 'Save as Draft' stores a draft; 'Complete Entry' asks for
 * approved, and on a project that needs approval the server keeps a draft and the preview opens.
 * One submission at a time; on failure the sheet keeps its values and a retry reuses the key. The
 * photos and files `held` in the sheet are queued once the save gives the docket its id.
 */
export function useQuickAddSubmit(date: string, onSaved: () => void) {
  const create = useCreateDocket();
  const { user } = useAuth();
  const busy = useRef(false);
  const openPreviewLater = useOpenPreviewLater();

  const submit = async (state: QuickAdd, status: 'draft' | 'approved', held: readonly HeldFile[] = []) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const docket = await create.mutateAsync(quickAddBody(state, date, status));
      const refused = user && held.length > 0 ? await queueHeldFiles(user.id, docket.id, held) : null;
      onSaved();
      if (refused) toast({ variant: 'destructive', title: 'Photos not kept', description: refused });
      if (isQueuedReply(docket)) {
        toast({ title: 'Saved on this phone', description: 'It is sent by itself when you have reception.' });
      } else if (docket.status === 'approved') {
        toast({ title: 'Entry completed' });
      } else if (status === 'approved') {
        toast({
          title: 'Draft saved',
          description: 'This project needs a foreman’s approval. Opening the docket…',
        });
        openPreviewLater(docket.id, `/entries/${date}`);
      } else {
        toast({ title: 'Draft saved' });
      }
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to create entry',
        description: failureText(error, 'Please try again.'),
      });
    } finally {
      busy.current = false;
    }
  };

  return { submit, pending: create.isPending };
}
