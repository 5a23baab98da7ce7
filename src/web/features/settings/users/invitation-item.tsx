import { Clock, RotateCw, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { expiryOf, shortDate } from '../format';
import { RoleBadge } from './role-badge';
import type { Invitation } from './users-api';

type InvitationItemProps = {
  invitation: Invitation;
  timeZone: string;
  /** When the list was read, for "expires in n days". */
  now: number;
  resending: boolean;
  onResend: (invitation: Invitation) => void;
  onCancel: (invitation: Invitation) => void;
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

/** One pending invitation with its expiry, Resend and Cancel. */
export function InvitationItem({
  invitation,
  timeZone,
  now,
  resending,
  onResend,
  onCancel,
}: InvitationItemProps) {
  const name = `${invitation.firstName} ${invitation.lastName}`;
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
      <div className="flex gap-2 max-sm:w-full">
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
