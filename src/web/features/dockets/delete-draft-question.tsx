import { Trash2 } from 'lucide-react';
import type { OnDemandDialogProps } from '../../components/dialog-on-demand';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast, type ToastInput } from '../../lib/toast-store';
import { useDeleteDocket } from './api/delete-docket';
import type { Docket } from './types';

export type DeleteDraftProps = {
  docket: Docket;
  /** What the docket is, in the question ("Draft docket #12, {what}, will be removed."). */
  what: string;
  /** How the list calls it: 'Docket' on the dashboard, 'Entry' in the day list. */
  noun: 'Docket' | 'Entry';
  deleted: ToastInput;
  failed: (error: unknown) => ToastInput;
  /** Close the question when the delete fails too (the dashboard's card). */
  closeOnFailure?: boolean;
  className?: string;
};

type QuestionProps = DeleteDraftProps & OnDemandDialogProps;

/** The question behind a draft docket's delete button (delete-draft-dialog.tsx loads it on first use). */
export function DeleteDraftQuestion({
  docket,
  what,
  noun,
  deleted,
  failed,
  closeOnFailure,
  open,
  setOpen,
  onCloseAutoFocus,
}: QuestionProps) {
  const remove = useDeleteDocket();

  const confirm = () => {
    if (remove.isPending) return;
    // Not mutate's own callbacks: the list hides a deleted docket (queued deletes included) at once,
    // unmounting this dialog, and its toast must still show.
    remove.mutateAsync(docket).then(
      () => {
        setOpen(false);
        toast(deleted);
      },
      (error: unknown) => {
        if (closeOnFailure) setOpen(false);
        toast({ variant: 'destructive', ...failed(error) });
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Delete this {noun.toLowerCase()}?</DialogTitle>
          <DialogDescription>
            Draft docket #{docket.id}, {what}, will be removed. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Keep {noun}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            Delete {noun}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
