import type { ReactNode } from 'react';

/** One labelled value in a details dialog's grid; `wide` spans both columns. */
export function DetailField({
  label,
  children,
  wide,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A stored payload under its heading: JSON indented, text as it was, 'None' when there is none. */
export function PayloadBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="text-sm font-bold">{label}</h3>
      {isEmpty(value) ? (
        <p className="text-sm text-ink-muted">None</p>
      ) : (
        <pre
          tabIndex={0}
          className="focus-ring max-h-56 overflow-auto rounded-lg bg-night p-3 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-ink-inverse"
        >
          {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
        </pre>
      )}
    </section>
  );
}
