import { PenLine } from 'lucide-react';
import { useId } from 'react';
import { SignaturePad } from '../../../components/signature-pad';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { Docket, Viewer } from './types';
import { useApprovalActions } from './use-approval-actions';
import { fullName } from '../../../../shared/people';

/** A logged-in foreman signs and approves as themselves (spec 001 §4). */
export function ForemanSign({
  viewer,
  docket,
}: {
  viewer: Extract<Viewer, { kind: 'user' }>;
  docket: Docket;
}) {
  const { approve } = useApprovalActions(viewer, docket);
  const name = fullName(viewer.user);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-4">
        <CardTitle id={titleId}>Approve Docket</CardTitle>
        <CardDescription>Check the work above, then sign to approve it as {name}.</CardDescription>
      </CardHeader>
      <CardContent>
        <SignaturePad
          label="Your signature"
          actionLabel="Approve"
          actionIcon={<PenLine aria-hidden="true" />}
          busy={approve.isPending}
          busyLabel="Approving…"
          emptyHint="Signature is required for approval"
          onSubmit={(signature) => approve.mutate({ signature, foremanId: null })}
        />
      </CardContent>
    </Card>
  );
}
