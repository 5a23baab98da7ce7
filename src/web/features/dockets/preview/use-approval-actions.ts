import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastDelivery } from '../../../lib/delivery-toast';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { addForeman } from '../api/add-foreman';
import { approveSigned } from '../api/approve-docket';
import { assignForeman } from '../api/assign-foreman';
import { saveToDashboard } from '../api/save-to-dashboard';
import { sendApprovalEmail } from '../api/send-approval-email';
import { unlinkForeman } from '../api/unlink-foreman';
import type { SentApproval } from './approval-email-notice';
import { failureDetail } from './failure';
import { useRefreshDocket } from './use-refresh-docket';
import type { Docket, Viewer } from './types';

const failed = (title: string, fallback?: string) => (error: unknown) =>
  toast({ title, description: failureDetail(error, fallback), variant: 'destructive' });

/** The signed-in approval calls of one docket, with the toasts of spec 001 §8. */
export function useApprovalActions(viewer: Viewer, docket: Docket) {
  const client = useQueryClient();
  const refresh = useRefreshDocket(viewer, docket.id);
  const [emailed, setEmailed] = useState<SentApproval | null>(null);
  const after = (title: string) => async (reply: Docket) => {
    toast({ title });
    await refresh(reply);
  };

  const assign = useMutation({
    mutationFn: (foremanId: number) => assignForeman(docket.id, foremanId),
    onSuccess: after('Foreman assigned successfully'),
    onError: failed('Failed to assign foreman'),
  });
  const add = useMutation({
    mutationFn: async (input: { name: string; email: string }) => {
      const foreman = await addForeman(docket.projectId!, input.name, input.email);
      await client.invalidateQueries({ queryKey: ['/api/projects', docket.projectId, 'foremans'] });
      return assignForeman(docket.id, foreman.id);
    },
    onSuccess: after('Foreman added successfully'),
    onError: failed('Failed to add foreman'),
  });
  const unlink = useMutation({
    mutationFn: () => unlinkForeman(docket.id),
    onSuccess: async (reply) => {
      setEmailed(null);
      await refresh(reply);
    },
    onError: failed('Failed to unlink foreman'),
  });
  const save = useMutation({
    mutationFn: (foremanId: number) => saveToDashboard(docket.id, foremanId),
    onSuccess: after('Timesheet saved to foreman dashboard'),
    onError: failed('Failed to save to dashboard'),
  });
  const email = useMutation({
    mutationFn: (to: { foremanId: number; email: string }) => sendApprovalEmail(docket.id, to.foremanId),
    onSuccess: async (reply, to) => {
      toastDelivery({
        status: reply.status,
        to: to.email || 'the foreman',
        what: 'Approval email',
        sent: { title: 'Email sent to foreman' },
        instead: 'Hand the phone to the foreman to sign here.',
      });
      setEmailed({ to: to.email, status: reply.status });
      await refresh();
    },
    onError: failed('Failed to send email'),
  });
  // One press, one approval (issue 29): a second press while it runs is dropped, and a retry keeps the key.
  const approve = useWritingMutation({
    mutationFn: (input: { signature: string; foremanId: number | null }, idempotencyKey) =>
      approveSigned(docket.id, input.signature, input.foremanId, idempotencyKey),
    onSuccess: after('Timesheet approved successfully'),
    onError: failed('Failed to approve timesheet'),
  });

  const busy = assign.isPending || add.isPending || unlink.isPending || save.isPending || email.isPending;
  return { assign, add, unlink, save, email, approve, emailed, busy };
}

export type ApprovalActions = ReturnType<typeof useApprovalActions>;
