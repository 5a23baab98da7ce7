import { HardHat } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

type CompanyCodeCardProps = {
  /** The heading's id, which names the section. */
  titleId: string;
  /** h2 on the dashboard, h3 inside the Settings company tab. */
  level: 2 | 3;
  /** The spacing of the card's body. */
  className: string;
  /** The code and what to do with it, below the heading. */
  children: ReactNode;
};

/**
 * The company code an owner hands to workers (spec 000 §9: shown without the prefix; workers type it
 * after a fixed 'C-' when they sign up): a night card with a hazard stripe and its heading.
 */
export function CompanyCodeCard({ titleId, level, className, children }: CompanyCodeCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-card bg-night text-ink-inverse shadow-sm"
    >
      <div
        aria-hidden="true"
        className="h-1.5 bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_14px,var(--color-night)_14px_28px)]"
      />
      <div className={cn('grid', className)}>
        <Heading
          id={titleId}
          className="flex items-center gap-2 text-sm font-bold tracking-wider text-slate-300 uppercase"
        >
          <HardHat aria-hidden="true" className="size-4 text-brand" />
          Company code
        </Heading>
        {children}
      </div>
    </section>
  );
}

/** The code itself, in the brand colour, selected whole by one tap. */
export function CompanyCodeText({ code, className }: { code: string; className: string }) {
  return (
    <p className={cn('font-mono font-bold tracking-[0.2em] text-brand select-all', className)}>{code}</p>
  );
}
