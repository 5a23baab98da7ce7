import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = { icon: LucideIcon; title: string; text: ReactNode; action?: ReactNode };

/** A dashed panel for a list with nothing in it yet, with the way to add the first entry. */
export function EmptyState({ icon: Icon, title, text, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border-2 border-dashed border-line-strong/50 bg-surface px-5 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-text">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="text-lg font-bold">{title}</p>
      <p className="max-w-md text-sm text-pretty text-ink-muted">{text}</p>
      {action}
    </div>
  );
}
