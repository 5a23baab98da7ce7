import type { ReactNode } from 'react';

type SectionProps = { id: string; title: string; action?: ReactNode; children: ReactNode };

/** A titled block inside a detail tab, with an optional button on the right of the title. */
export function Section({ id, title, action, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3 rounded-card border border-line p-4">
      <div className="flex min-h-9 items-center justify-between gap-3">
        <h3 id={id} className="text-base font-bold">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Term and detail rows; empty details read "Not set". */
export function DetailList({ rows }: { rows: { term: string; detail: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
      {rows.map(({ term, detail }) => (
        <div key={term} className="contents">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="font-medium break-words">
            {detail || <span className="font-normal text-ink-muted">Not set</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
