import type { ReactNode } from 'react';

type FormSectionProps = { id: string; title: string; description?: ReactNode; children: ReactNode };

/** A titled white panel grouping related sign-up fields. */
export function FormSection({ id, title, description, children }: FormSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-5 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={id} className="text-lg leading-tight font-bold">
          {title}
        </h2>
        {description && <p className="text-sm text-ink-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
