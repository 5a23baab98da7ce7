import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/request';
import { toast } from '../../../lib/toast-store';
import { failureText } from '../failure';
import { useOpenPreviewLater } from '../open-preview-later';
import { useApproveSaved } from '../api/approve-docket';
import { useCreateDocket } from '../api/create-docket';
import { useUpdateDocket } from '../api/update-docket';
import { previewPath, rememberReturnTo } from '../preview-link';
import type { Docket } from '../types';
import { isQueuedReply } from '../offline-docket';
import type { HeldFile } from '../attachments/held-files';
import { queueHeldFiles } from '../attachments/send-held-files';
import { useAuth } from '../../auth/api';
import { createBody, updateBody, type DocketFormValues } from './form-values';

/** Why a signed approval failed: the server's reason, else what happened. */
function approvalFailure(error: unknown): string {
  const reason =
    error instanceof ApiError
      ? error.status < 500
        ? error.message
        : 'Failed to approve the docket.'
      : 'No connection to the server.';
  const sentence = /[.!?]$/.test(reason) ? reason : `${reason}.`;
  return `${sentence} Your docket is saved: you can sign it again on its preview.`;
}

/**
 * Save Docket. A new docket is saved as complete; on a project that needs approval the server
 * keeps a draft and its preview opens for sending to a foreman. An edit saves the changes and
 * opens the preview, or goes back to `returnTo` (the day page that opened it). With a foreman's
 * signature the saved docket is then approved through the approve call (the server checks the
 * signature and records the approver); if that fails the docket stays as saved and its preview
 * opens. One save at a time; on a failed save the form keeps every value. A new docket's `held`
 * photos and files are queued once the save gives it an id; they follow the docket, never hold it up.
 */
export function useDocketSave(
  docket: Docket | undefined,
  returnTo: string | null,
  held: readonly HeldFile[] = [],
) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const create = useCreateDocket();
  const update = useUpdateDocket();
  const approve = useApproveSaved();
  const busy = useRef(false);
  const openPreviewLater = useOpenPreviewLater();

  const save = async (values: DocketFormValues, signature: string | null) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (docket) await saveEdit(docket, values, signature);
      else await saveNew(values, signature);
    } finally {
      busy.current = false;
    }
  };

  /** Saved on the phone only (no network): the signature waits behind it; back to the day. */
  const savedOnPhone = async (saved: Docket, signature: string | null, back: string) => {
    if (signature) await approve.mutateAsync({ id: saved.id, signature }).catch(() => undefined);
    toast({ title: 'Saved on this phone', description: 'It is sent by itself when you have reception.' });
    await navigate(back);
  };

  /** Approves the docket just saved with the signature; says how it went. */
  const approveSaved = async (saved: Docket, signature: string): Promise<boolean> => {
    try {
      const approved = await approve.mutateAsync({ id: saved.id, signature });
      toast({
        title: isQueuedReply(approved) ? 'Signature saved on this phone' : 'Timesheet approved successfully',
      });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to approve timesheet',
        description: approvalFailure(error),
      });
      return false;
    }
  };

  /** Queues the new docket's photos and files; a refusal (the phone full) is said, the docket stays saved. */
  const queueHeld = async (saved: Docket) => {
    if (!user || held.length === 0) return;
    const refused = await queueHeldFiles(user.id, saved.id, held);
    if (refused) toast({ variant: 'destructive', title: 'Photos not kept', description: refused });
  };

  const saveNew = async (values: DocketFormValues, signature: string | null) => {
    let saved: Docket;
    try {
      // Signed: a draft the signature approves, also on a project that needs no approval.
      saved = await create.mutateAsync(createBody(values, signature ? 'draft' : 'approved'));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Creation failed',
        description: failureText(error, 'Failed to create timesheet. Please try again.'),
      });
      return;
    }
    await queueHeld(saved);
    if (isQueuedReply(saved)) {
      await savedOnPhone(saved, signature, `/entries/${saved.date}`);
    } else if (signature) {
      await approveSaved(saved, signature);
      rememberReturnTo(`/entries/${saved.date}`);
      await navigate(previewPath(saved.id));
    } else if (saved.status === 'approved') {
      toast({ title: 'Entry completed' });
      await navigate(`/entries/${saved.date}`);
    } else {
      toast({
        title: 'Draft saved',
        description: 'This project needs a foreman’s approval. Opening the docket…',
      });
      openPreviewLater(saved.id, `/entries/${saved.date}`);
    }
  };

  const saveEdit = async (current: Docket, values: DocketFormValues, signature: string | null) => {
    let saved: Docket;
    try {
      saved = await update.mutateAsync({ id: current.id, body: updateBody(values) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to update timesheet',
        description: failureText(error, 'Please try again.'),
      });
      return;
    }
    if (isQueuedReply(saved)) {
      await savedOnPhone(saved, signature, returnTo ?? `/entries/${saved.date}`);
      return;
    }
    if (signature) {
      const approved = await approveSaved(saved, signature);
      await navigate(approved && returnTo ? returnTo : previewPath(saved.id));
      return;
    }
    if (current.status === 'approved' && saved.status === 'draft') toast({ title: 'Draft saved' });
    await navigate(returnTo ?? previewPath(saved.id));
  };

  /** Saving, approving, or waiting to open the preview of a saved draft. */
  const saving = create.isPending || update.isPending || approve.isPending || create.isSuccess;
  return { save, saving };
}
