import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { InvitationItem } from './invitation-item';
import { InvitationLinkDialog } from './invitation-link-dialog';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useInvitations, type Invitation } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';

type PendingInvitationsProps = { companyId: number; timeZone: string; meId: number };

/**
 * Invitations not yet accepted (spec 002 §4: pending, resent or cancelled, with an expiry); the
 * one who sent an invitation can also get its link to hand over themselves.
 */
export function PendingInvitations({ companyId, timeZone, meId }: PendingInvitationsProps) {
  const invitations = useInvitations(companyId);
  const resend = useResendInvitation(companyId);
  const cancel = useCancelInvitation(companyId);
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const [linking, setLinking] = useState<Invitation | null>(null);
  const count = invitations.data?.length;

  return (
    <section aria-labelledby="invitations-title" className="grid gap-3">
      <h3 id="invitations-title" className="text-lg font-bold">
        Pending Invitations{count ? ` (${count})` : ''}
      </h3>
      <QueryState query={invitations} failure="Failed to fetch invitations" loading="Loading invitations…">
        {(list) =>
          list.length === 0 ? (
            <p className="flex items-center gap-3 rounded-card border border-dashed border-line-strong/50 bg-surface px-4 py-4 text-sm text-ink-muted">
              <MailPlus aria-hidden="true" className="size-5 shrink-0 text-brand-text" />
              No pending invitations. People you invite appear here until they create their account.
            </p>
          ) : (
            <Card>
              <ul className="divide-y divide-line">
                {list.map((invitation) => (
                  <InvitationItem
                    key={invitation.id}
                    invitation={invitation}
                    timeZone={timeZone}
                    now={invitations.dataUpdatedAt}
                    resending={resend.isPending && resend.variables.id === invitation.id}
                    onResend={(chosen) => resend.mutate(chosen)}
                    onCancel={setCancelling}
                    onLink={invitation.invitedById === meId ? setLinking : undefined}
                  />
                ))}
              </ul>
            </Card>
          )
        }
      </QueryState>
      <InvitationLinkDialog
        invitation={linking}
        timeZone={timeZone}
        onOpenChange={(open) => !open && setLinking(null)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel this invitation?"
        description={`The link sent to ${cancelling?.email ?? 'this address'} will stop working. You can invite them again later.`}
        confirmLabel="Cancel Invitation"
        pendingLabel="Cancelling..."
        destructive
        pending={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling, { onSuccess: () => setCancelling(null) })}
      />
    </section>
  );
}
