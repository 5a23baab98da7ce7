import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type PanelProps = {
  id: string;
  title: string;
  subtitle: string;
  icon: LucideIcon;
  /** Icon tile colours, e.g. 'bg-yellow-100 text-yellow-800'. */
  tone: string;
  /** The headline figure and its caption, under the title. */
  figure: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
};

/** One at-a-glance block of the office dashboard: title, headline figure, details, footer. */
export function Panel({ id, title, subtitle, icon: Icon, tone, figure, children, footer }: PanelProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm"
    >
      <header className="grid gap-3 p-4 sm:p-5">
        <div className="flex items-center gap-3">
          <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tone)}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="grid min-w-0 flex-1">
            <h2 id={`${id}-title`} className="text-base leading-tight font-bold">
              {title}
            </h2>
            <p className="truncate text-sm text-ink-muted">{subtitle}</p>
          </div>
        </div>
        {figure}
      </header>
      {children && <div className="flex-1 border-t border-line">{children}</div>}
      {footer && (
        <div className="flex items-center gap-3 border-t border-line bg-surface-muted px-4 py-3 sm:px-5">
          {footer}
        </div>
      )}
    </section>
  );
}

/** The headline number with a caption beside it; `testId` lets tests read the number alone. */
export function Figure({ value, caption, testId }: { value: string; caption: string; testId: string }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span data-testid={testId} className="text-4xl leading-none font-extrabold tracking-tight tabular-nums">
        {value}
      </span>
      <span className="text-sm font-semibold text-ink-muted">{caption}</span>
    </p>
  );
}

/** The quiet line a panel shows when it has nothing to list. */
export function PanelEmpty({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-center gap-3 px-4 py-5 text-sm text-ink-muted sm:px-5">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-success" />
      {children}
    </p>
  );
}
