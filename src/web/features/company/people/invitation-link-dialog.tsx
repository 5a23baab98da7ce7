import { Copy, Link2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast-store';
import { shortDate } from '../../../lib/format';
import type { Invitation } from '../api/get-invitations';
import { useInvitationLink } from '../api/issue-invitation-link';
import { fullName } from '../../../../shared/people';

type InvitationLinkDialogProps = {
  invitation: Invitation | null;
  timeZone: string;
  onOpenChange: (open: boolean) => void;
};

async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Invitation link copied', description: 'Paste it into a text message or chat.' });
  } catch {
    toast({
      variant: 'destructive',
      title: 'Could not copy',
      description: 'Select the link and copy it by hand.',
    });
  }
}

/**
 * The inviter hands the link over another way (no mail server, or a text message): the server
 * issues a new one, shown here once; the link in an earlier e-mail stops working.
 */
export function InvitationLinkDialog({ invitation, timeZone, onOpenChange }: InvitationLinkDialogProps) {
  const link = useInvitationLink();
  const close = (open: boolean) => {
    if (!open) link.reset();
    onOpenChange(open);
  };
  const name = invitation ? fullName(invitation) : '';
  return (
    <Dialog open={invitation !== null} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Invitation link for {name}</DialogTitle>
          <DialogDescription>
            Send {invitation?.firstName ?? 'them'} this link yourself, by text message or chat. Getting a new
            link makes the one in any earlier e-mail stop working.
          </DialogDescription>
        </DialogHeader>
        {link.data ? (
          <div className="grid gap-2">
            <Label htmlFor="invitation-link">Invitation link</Label>
            <Input
              id="invitation-link"
              readOnly
              value={link.data.url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <p className="text-sm text-ink-muted">
              Works once, until {shortDate(link.data.expiresAt, timeZone)}.
            </p>
          </div>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {link.data ? (
            <Button onClick={() => void copy(link.data.url)}>
              <Copy aria-hidden="true" />
              Copy Link
            </Button>
          ) : (
            <Button disabled={link.isPending} onClick={() => invitation && link.mutate(invitation.id)}>
              {link.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
              Get Link
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
