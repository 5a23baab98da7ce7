import { ArrowRight } from 'lucide-react';

type Values = Record<string, unknown> | null;

/** 'taxRate' → 'Tax rate'. */
const fieldName = (field: string) => {
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const shown = (value: unknown) =>
  value === undefined || value === null
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The fields a change moved: each as it was and as it became. */
export function ActivityChanges({ before, after }: { before: Values; after: Values }) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <dl className="grid gap-1.5 text-sm">
      {fields.map((field) => (
        <div key={field} className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-ink-muted">{fieldName(field)}</dt>
          <dd className="flex flex-wrap items-center gap-2 break-all">
            {before && (
              <span className="rounded bg-danger-soft px-1.5 py-0.5 text-danger-hover line-through decoration-1">
                {shown(before[field])}
              </span>
            )}
            {before && after && <ArrowRight aria-label="became" className="size-3.5 text-ink-muted" />}
            {after && (
              <span className="rounded bg-brand-soft px-1.5 py-0.5 font-semibold text-brand-text">
                {shown(after[field])}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
