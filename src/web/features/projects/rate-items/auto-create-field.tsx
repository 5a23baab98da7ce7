import { Controller, type Control } from 'react-hook-form';
import { Switch } from '../../../components/ui/switch';
import type { FormValues } from '../api/types';

/** The form's "add to every new project" switch, with what it means under its label. */
export function AutoCreateField({ control }: { control: Control<FormValues> }) {
  return (
    <div className="col-span-2 flex items-center justify-between gap-4 rounded-lg bg-canvas px-3 py-3">
      <div className="grid gap-0.5">
        <label htmlFor="rate-auto-create" className="text-sm font-semibold">
          Add to new projects automatically
        </label>
        <p id="rate-auto-create-hint" className="text-sm text-ink-muted">
          Every new project starts with this item.
        </p>
      </div>
      <Controller
        control={control}
        name="autoCreate"
        render={({ field }) => (
          <Switch
            id="rate-auto-create"
            aria-describedby="rate-auto-create-hint"
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </div>
  );
}
