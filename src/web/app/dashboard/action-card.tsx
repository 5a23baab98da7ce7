import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export type DashboardAction = { to: string; title: string; text: string; icon: LucideIcon };

/** A large link card for one of the role's next actions. */
export function ActionCard({ to, title, text, icon: Icon }: DashboardAction) {
  return (
    <Link
      to={to}
      className="focus-ring group flex items-start gap-4 rounded-card border border-line bg-surface p-4 shadow-sm transition hover:border-line-strong hover:shadow-md sm:p-5"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-text transition-colors group-hover:bg-brand group-hover:text-brand-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="text-base font-bold text-ink">{title}</span>
        <span className="text-sm text-ink-muted">{text}</span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="mt-3 size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}

/** The cards in a responsive grid under a section heading. */
export function ActionGrid({ title, actions }: { title: string; actions: readonly DashboardAction[] }) {
  return (
    <section aria-labelledby="dashboard-actions" className="grid content-start gap-3">
      <h2 id="dashboard-actions" className="text-lg font-bold">
        {title}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {actions.map((action) => (
          <ActionCard key={action.to} {...action} />
        ))}
      </div>
    </section>
  );
}
