import type { ReactNode } from 'react';

type SectionHeadingProps = { id?: string; title: string; description: ReactNode; action?: ReactNode };

/** The title row of a settings tab: heading and description, with its main action beside them. */
export function SectionHeading({ id, title, description, action }: SectionHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="grid max-w-2xl gap-1">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        <p className="text-sm text-ink-muted">{description}</p>
      </div>
      {action}
    </div>
  );
}
