import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { projectForemanBody } from '../../../../shared/projects/schemas';
import { SignaturePad } from '../../../components/signature-pad';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { approveWithGrant, type PublicApprover } from '../api/approve-with-grant';
import { failureDetail } from './failure';
import { ApproverChoice, type ApproverState } from './approver-choice';
import { useGrantSnapshot } from '../api/get-foreman-access';
import { useRefreshDocket } from './use-refresh-docket';
import type { Docket, Viewer } from './types';

type Errors = { choice?: string; name?: string; email?: string };

/** Checks the approver: one of the project's foremen, or a typed name and e-mail (DECISIONS). */
function approverOf(state: ApproverState): { approver: PublicApprover } | { errors: Errors } {
  if (state.mode === 'list') {
    return state.foremanId
      ? { approver: { foremanId: state.foremanId } }
      : { errors: { choice: 'Please select a foreman first' } };
  }
  const parsed = projectForemanBody.safeParse({ foremanName: state.name, foremanEmail: state.email });
  if (parsed.success) {
    return { approver: { foremanName: parsed.data.foremanName, foremanEmail: parsed.data.foremanEmail } };
  }
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'foremanName') errors.name ??= issue.message;
    else errors.email ??= issue.message;
  }
  return { errors };
}

/** A foreman without an account approves with a drawn signature (spec 001 §2.4, §4; issue 11 point 4). */
export function PublicApproval({
  viewer,
  docket,
}: {
  viewer: Extract<Viewer, { kind: 'grant' }>;
  docket: Docket;
}) {
  const snapshot = useGrantSnapshot(viewer.grant);
  const refresh = useRefreshDocket(viewer, docket.id);
  const foremen = snapshot.data?.foremen ?? [];
  // An e-mailed link approves only as the foreman it was sent to: no choice of name.
  const link = viewer.via === 'link';
  const sentTo = link ? (docket.foremanName ?? 'the foreman it was sent to') : null;
  const [state, setState] = useState<ApproverState>({
    mode: 'list',
    foremanId: docket.foremanId,
    name: '',
    email: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  // One press, one approval (issue 29): a second press while it runs is dropped.
  const approve = useWritingMutation({
    mutationFn: (input: { signature: string; approver: PublicApprover | null }) =>
      approveWithGrant(docket.id, viewer.grant, input.signature, input.approver),
    onSuccess: async (reply) => {
      toast({ title: 'Timesheet approved successfully' });
      await refresh(reply);
    },
    onError: (error) =>
      toast({
        title: 'Approval failed',
        description: failureDetail(error, 'Failed to approve the docket. Please try again.'),
        variant: 'destructive',
      }),
  });

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Approve Docket</CardTitle>
        <CardDescription>
          {sentTo
            ? `Check the work above, then sign with your finger to approve it as ${sentTo}.`
            : 'Check the work above, choose your name, then sign with your finger.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        {!link && (
          <ApproverChoice
            foremen={foremen}
            loading={snapshot.isPending}
            state={state}
            errors={errors}
            onChange={(next) => {
              setState(next);
              setErrors({});
            }}
          />
        )}
        <SignaturePad
          label="Foreman signature"
          actionLabel="Approve"
          actionIcon={<PenLine aria-hidden="true" />}
          busy={approve.isPending}
          busyLabel="Approving…"
          emptyHint="Signature is required for approval"
          onSubmit={(signature) => {
            if (link) return approve.mutate({ signature, approver: null });
            const listed = foremen.length > 0 || snapshot.isPending;
            const checked = approverOf(listed ? state : { ...state, mode: 'typed' });
            if ('errors' in checked) return setErrors(checked.errors);
            approve.mutate({ signature, approver: checked.approver });
          }}
        />
      </CardContent>
    </Card>
  );
}
