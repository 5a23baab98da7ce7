import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast-store';
import { failureText } from '../failure';
import { useDeleteDocket } from '../mutations';
import type { Docket } from '../types';

/** The delete button of a draft in the day list, with a confirmation (spec 001 §2.2). */
export function DeleteEntryDialog({ docket, what }: { docket: Docket; what: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteDocket();

  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(docket, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Entry deleted' });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to delete entry',
          description: failureText(error, 'Please try again.'),
        }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete docket #${docket.id}`}
          className="text-danger hover:bg-danger-soft"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this entry?</DialogTitle>
          <DialogDescription>
            Draft docket #{docket.id}, {what}, will be removed. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Keep Entry
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            Delete Entry
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
