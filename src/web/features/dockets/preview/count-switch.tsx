import { useMutation } from '@tanstack/react-query';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast-store';
import { updateCount } from '../api/update-count';
import { useRefreshDocket } from './use-refresh-docket';
import type { Docket, Viewer } from './types';

/** 'Count on Timesheet' for the owner, admin and office (spec 001 §2.4, §6). */
export function CountSwitch({ viewer, docket }: { viewer: Viewer; docket: Docket }) {
  const refresh = useRefreshDocket(viewer, docket.id);
  const change = useMutation({
    mutationFn: (value: boolean) => updateCount(docket.id, value),
    onSuccess: async (reply) => {
      toast({ title: 'Setting updated' });
      await refresh(reply);
    },
    onError: () => toast({ title: 'Failed to update timesheet setting', variant: 'destructive' }),
  });
  const checked = change.isPending ? change.variables : docket.countOnTimesheet;
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-line bg-surface-muted p-3">
      <div className="grid gap-0.5">
        <Label htmlFor="preview-count">Count on Timesheet</Label>
        <p id="preview-count-hint" className="text-sm text-ink-muted">
          Include these hours on the weekly and payroll timesheets.
        </p>
      </div>
      <Switch
        id="preview-count"
        aria-describedby="preview-count-hint"
        checked={checked}
        disabled={change.isPending}
        onCheckedChange={(value) => change.mutate(value)}
      />
    </div>
  );
}
