import type { ReactNode } from 'react';
import { Card } from './ui/card';
import { ProductMark } from './product-mark';

type StatusScreenProps = {
  /** A lucide icon element, shown in an amber disc above the title. */
  icon: ReactNode;
  /** Small line above the title, e.g. the screen's name. */
  eyebrow?: string;
  title: string;
  description: ReactNode;
  /** Extra content under the description (error details, hints). */
  children?: ReactNode;
  /** Buttons and links at the bottom of the card. */
  actions: ReactNode;
};

/** A full-page centred card for "not found", "not available yet" and crash states. */
export function StatusScreen({ icon, eyebrow, title, description, children, actions }: StatusScreenProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10 sm:py-16">
      <ProductMark />
      <Card className="w-full max-w-md overflow-hidden">
        <div
          aria-hidden="true"
          className="h-1.5 bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_14px,var(--color-night)_14px_28px)]"
        />
        <div className="flex flex-col items-center gap-3 px-5 pt-8 pb-6 text-center sm:px-8">
          <div className="mb-1 flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-text [&_svg]:size-7">
            {icon}
          </div>
          {eyebrow && (
            <p className="text-xs font-bold tracking-widest text-brand-text uppercase">{eyebrow}</p>
          )}
          <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-balance">{title}</h1>
          <div className="text-base text-pretty text-ink-muted">{description}</div>
          {children}
        </div>
        <div className="flex flex-col gap-2 border-t border-line bg-surface-muted px-5 py-4 sm:flex-row sm:justify-center sm:px-8">
          {actions}
        </div>
      </Card>
    </main>
  );
}
