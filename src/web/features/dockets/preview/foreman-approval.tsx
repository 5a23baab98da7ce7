import { LayoutDashboard, Mail, PenLine } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../../shared/roles';
import { SignaturePad } from '../../../components/signature-pad';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApprovalEmailNotice } from './approval-email-notice';
import { ForemanPicker } from './foreman-picker';
import type { Docket, Viewer } from './types';
import { useApprovalActions } from './use-approval-actions';

const NEED_FOREMAN = 'Please select a foreman first';

/** Owner, admin or office: pick the foreman, send it to them, or have them sign here (spec 001 §2.4, §4). */
export function ForemanApproval({ viewer, docket }: { viewer: Viewer; docket: Docket }) {
  const actions = useApprovalActions(viewer, docket);
  const [error, setError] = useState<string | null>(null);
  const foremanId = docket.foremanId;
  const pending = docket.status === 'pending_approval';
  const backOffice = viewer.kind === 'user' && can(viewer.user.role, 'email.setupHint');
  const need = (run: (id: number) => void) => () => {
    if (foremanId === null) return setError(NEED_FOREMAN);
    setError(null);
    run(foremanId);
  };

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Foreman Approval</CardTitle>
        <CardDescription>
          {pending && docket.foremanName
            ? `Waiting for ${docket.foremanName} to approve. Send the link again or have them sign here.`
            : 'Choose the foreman who signs this docket, then send it to them or have them sign here.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <ForemanPicker docket={docket} actions={actions} error={foremanId === null ? error : null} />
        <div className="flex flex-wrap gap-2 *:grow">
          <Button
            variant="outline"
            onClick={need((id) => actions.save.mutate(id))}
            disabled={actions.busy || pending}
          >
            {actions.save.isPending ? <Spinner /> : <LayoutDashboard aria-hidden="true" />}
            Save to Dashboard
          </Button>
          <Button
            variant="secondary"
            onClick={need((id) => actions.email.mutate({ foremanId: id, email: docket.foremanEmail ?? '' }))}
            disabled={actions.busy}
          >
            {actions.email.isPending ? <Spinner /> : <Mail aria-hidden="true" />}
            {pending ? 'Resend Approval Email' : 'Send Approval Email'}
          </Button>
        </div>
        {actions.emailed && <ApprovalEmailNotice sent={actions.emailed} backOffice={backOffice} />}
        <section aria-labelledby="sign-here-title" className="grid gap-3 border-t border-line pt-5">
          <div className="grid gap-0.5">
            <h3 id="sign-here-title" className="font-bold">
              Foreman on site? Sign here
            </h3>
            <p className="text-sm text-ink-muted">
              {docket.foremanName
                ? `Hand the phone to ${docket.foremanName} to sign with their finger.`
                : 'Select the foreman above, then hand them the phone to sign.'}
            </p>
          </div>
          <SignaturePad
            label="Foreman signature"
            actionLabel="Approve"
            actionIcon={<PenLine aria-hidden="true" />}
            busy={actions.approve.isPending}
            busyLabel="Approving…"
            emptyHint="Signature is required for approval"
            onSubmit={(signature) => {
              if (foremanId === null) return setError(NEED_FOREMAN);
              actions.approve.mutate({ signature, foremanId });
            }}
          />
        </section>
      </CardContent>
    </Card>
  );
}
