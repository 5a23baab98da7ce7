import { Ban, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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
import { useAuth } from '../../auth/api';
import { canDelete } from '../docket-status';
import { failureText } from '../failure';
import { useDeleteDocket } from '../api/delete-docket';
import { useUpdateDocket } from '../api/update-docket';
import { previewPath } from '../preview-link';
import type { Docket } from '../types';

/**
 * Delete (a draft) or Mark Void (any other status), after a confirmation (spec 001 §2.3). The
 * worker goes back to their day; admin or office, editing someone else's docket, to its preview
 * (now Void) or, after a delete, to the dashboard.
 */
export function RemoveDocketDialog({ docket }: { docket: Docket }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { user } = useAuth();
  const remove = useDeleteDocket();
  const update = useUpdateDocket();
  const draft = canDelete(user, docket);
  const pending = remove.isPending || update.isPending;
  const own = user?.id === docket.workerId;
  const done = (voided: boolean) => {
    const to = own ? `/entries/${docket.date}` : voided ? previewPath(docket.id) : '/dashboard';
    void navigate(to, { replace: true });
  };

  const confirm = () => {
    if (pending) return;
    if (draft) {
      remove.mutate(docket, {
        onSuccess: () => {
          toast({ title: 'Entry deleted' });
          done(false);
        },
        // 001 §8's words for the form's Delete (the list's are 'Deletion failed'), with the server's reason.
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to delete timesheet. Please try again.',
            description: failureText(error, 'Nothing was deleted.'),
          }),
      });
    } else {
      update.mutate(
        { id: docket.id, body: { status: 'void' } },
        {
          onSuccess: () => {
            toast({
              title: 'Docket marked void',
              description: `Docket #${docket.id} no longer counts towards hours or invoices.`,
            });
            done(true);
          },
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Failed to update timesheet',
              description: failureText(error, 'Please try again.'),
            }),
        },
      );
    }
  };

  const Icon = draft ? Trash2 : Ban;
  const action = draft ? 'Delete' : 'Mark Void';
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="border-danger text-danger hover:bg-danger-soft">
          <Icon aria-hidden="true" />
          {action}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{draft ? 'Delete this docket?' : 'Mark this docket void?'}</DialogTitle>
          <DialogDescription>
            {draft
              ? `Draft docket #${docket.id} will be removed. This cannot be undone.`
              : `Docket #${docket.id} stays on record as Void and no longer counts towards hours or invoices.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? <Spinner /> : <Icon aria-hidden="true" />}
            {action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
