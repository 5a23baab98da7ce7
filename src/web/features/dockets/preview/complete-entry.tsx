import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../lib/toast-store';
import { failureDetail } from './failure';
import { completeEntry } from '../api/complete-entry';
import { useRefreshDocket } from './use-refresh-docket';
import type { Docket, Viewer } from './types';

/**
 * A draft on a project that needs no approval (or non-billable time) is completed by its owner,
 * admin or office: saved as a draft, or edited after it was complete (spec 001 §4).
 */
export function CompleteEntry({ viewer, docket }: { viewer: Viewer; docket: Docket }) {
  const refresh = useRefreshDocket(viewer, docket.id);
  const complete = useMutation({
    mutationFn: () => completeEntry(docket.id),
    onSuccess: async (reply) => {
      toast({ title: 'Entry completed' });
      await refresh(reply);
    },
    onError: (error) =>
      toast({
        title: 'Failed to update timesheet',
        description: failureDetail(error),
        variant: 'destructive',
      }),
  });
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Complete this entry</CardTitle>
        <CardDescription>
          This work needs no foreman approval. Complete it when the day is recorded correctly.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button size="lg" className="w-full" disabled={complete.isPending} onClick={() => complete.mutate()}>
          <CheckCircle2 aria-hidden="true" />
          {complete.isPending ? 'Completing…' : 'Complete Entry'}
        </Button>
      </CardContent>
    </Card>
  );
}
