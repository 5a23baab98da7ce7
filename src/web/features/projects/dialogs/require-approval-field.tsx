import { Controller, type Control } from 'react-hook-form';
import type { z } from 'zod';
import type { projectBody } from '../../../../shared/projects/schemas';
import { Switch } from '../../../components/ui/switch';

type ProjectControl = Control<z.input<typeof projectBody>, unknown, z.output<typeof projectBody>>;

/** New Project's approval switch: on, dockets wait for a foreman; off, they are auto-approved. */
export function RequireApprovalField({ control }: { control: ProjectControl }) {
  return (
    <div className="col-span-2 flex items-center justify-between gap-4 rounded-lg border border-line bg-surface-muted p-3">
      <div className="grid gap-0.5">
        <label htmlFor="project-require-approval" className="text-sm font-semibold">
          Require foreman approval
        </label>
        <p id="project-require-approval-hint" className="text-sm text-ink-muted">
          On: dockets wait for a foreman’s signature. Off: they are auto-approved.
        </p>
      </div>
      <Controller
        control={control}
        name="requireApproval"
        render={({ field }) => (
          <Switch
            id="project-require-approval"
            aria-describedby="project-require-approval-hint"
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </div>
  );
}
