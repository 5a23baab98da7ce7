import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type FormCardProps = {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
};

/** A titled card of the docket form. */
export function FormCard({ id, title, description, children, className }: FormCardProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid min-w-0 grid-cols-1 gap-4 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="grid gap-0.5">
        <h2 id={id} className="text-lg leading-tight font-bold">
          {title}
        </h2>
        {description && <p className="text-sm text-ink-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
