import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast-store';
import { useDeleteDocket, type Docket } from '../dockets/api';

/** Delete on a recent docket card: only the owner's draft (spec 001 §2.8), after a confirmation. */
export function DeleteDraftDialog({ docket, what }: { docket: Docket; what: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteDocket();

  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(docket, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Docket deleted', description: `Draft docket #${docket.id} was removed.` });
      },
      onError: () => {
        setOpen(false);
        toast({
          variant: 'destructive',
          title: 'Delete failed',
          description: 'Failed to delete the docket. Please try again.',
        });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete docket #${docket.id}`}
          className="relative z-10 text-danger hover:bg-danger-soft"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this docket?</DialogTitle>
          <DialogDescription>
            Draft docket #{docket.id}, {what}, will be removed. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Keep Docket
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            Delete Docket
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
