import type { ReactNode } from 'react';

type HelpSectionProps = { id: string; title: string; description?: string; children: ReactNode };

/** A titled part of the help page; its id is the target of the page's jump links. */
export function HelpSection({ id, title, description, children }: HelpSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid scroll-mt-24 gap-4 lg:scroll-mt-32">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">
          {title}
        </h2>
        {description && <p className="text-base text-ink-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
