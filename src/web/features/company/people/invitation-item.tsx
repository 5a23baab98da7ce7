import { Clock, Link2, RotateCw, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { expiryOf, shortDate } from '../../../lib/format';
import { RoleBadge } from '../../../components/role-badge';
import type { Invitation } from '../api/get-invitations';
import { fullName } from '../../../../shared/people';

type InvitationItemProps = {
  invitation: Invitation;
  timeZone: string;
  /** When the list was read, for "expires in n days". */
  now: number;
  resending: boolean;
  onResend: (invitation: Invitation) => void;
  onCancel: (invitation: Invitation) => void;
  /** Only for the person who sent the invitation (the server refuses anyone else). */
  onLink?: (invitation: Invitation) => void;
};

function Expiry({ expiresAt, timeZone, now }: { expiresAt: string; timeZone: string; now: number }) {
  const { expired, days } = expiryOf(expiresAt, now);
  if (expired) {
    return <Badge variant="red">Expired {shortDate(expiresAt, timeZone)}</Badge>;
  }
  const when = days <= 1 ? 'within a day' : `in ${days} days`;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Clock aria-hidden="true" className="size-4" />
      Expires {when} ({shortDate(expiresAt, timeZone)})
    </span>
  );
}

/** One pending invitation with its expiry, Resend, Cancel and, for its sender, Link. */
export function InvitationItem({
  invitation,
  timeZone,
  now,
  resending,
  onResend,
  onCancel,
  onLink,
}: InvitationItemProps) {
  const name = fullName(invitation);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4 sm:px-5">
      <div className="grid min-w-0 flex-1 basis-64 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{name}</span>
          <RoleBadge role={invitation.role} />
        </div>
        <span className="text-sm break-all">{invitation.email}</span>
        <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">
          <span>Sent {shortDate(invitation.createdAt, timeZone)}</span>
          <Expiry expiresAt={invitation.expiresAt} timeZone={timeZone} now={now} />
        </span>
      </div>
      <div className="flex flex-wrap gap-2 max-sm:w-full">
        {onLink && (
          <Button
            variant="outline"
            size="sm"
            className="max-sm:h-11 max-sm:flex-1"
            aria-label={`Invitation link for ${name}`}
            onClick={() => onLink(invitation)}
          >
            <Link2 aria-hidden="true" />
            Link
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          className="max-sm:h-11 max-sm:flex-1"
          aria-label={`Resend invitation to ${name}`}
          disabled={resending}
          onClick={() => onResend(invitation)}
        >
          <RotateCw aria-hidden="true" className={resending ? 'motion-safe:animate-spin' : undefined} />
          {resending ? 'Resending...' : 'Resend'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger hover:bg-danger-soft max-sm:h-11 max-sm:flex-1"
          aria-label={`Cancel invitation for ${name}`}
          onClick={() => onCancel(invitation)}
        >
          <X aria-hidden="true" />
          Cancel
        </Button>
      </div>
    </li>
  );
}
