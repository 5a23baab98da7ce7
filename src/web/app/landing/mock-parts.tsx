import type { ReactNode } from 'react';
import { join } from './landing-ui';

/**
 * Small building blocks of the product pictures on the landing page. They look like the real
 * controls but are plain text, so nothing in a picture can be focused or typed into.
 */

/** A drawn foreman signature (what the signature pad produces). */
export function SignatureStroke({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 40" className={join('text-ink', className ?? 'h-10 w-32')} aria-hidden="true">
      <path
        d="M4 30c6-18 14-26 16-14s-6 22 2 16 10-22 16-20-4 20 4 18 8-14 12-12-2 12 4 11 8-9 12-8 4 8 10 6 10-10 16-12 10-1 14-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type MockFieldProps = { label: string; children: ReactNode; className?: string; trailing?: ReactNode };

/** A labelled field showing a value, drawn like the app's inputs. */
export function MockField({ label, children, className, trailing }: MockFieldProps) {
  return (
    <div className={join('grid gap-1', className)}>
      <span className="text-xs font-semibold text-ink-muted">{label}</span>
      <span className="flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-line-strong bg-surface px-3 text-sm text-ink">
        <span className="truncate">{children}</span>
        {trailing}
      </span>
    </div>
  );
}

type MockRowProps = { label: ReactNode; detail?: ReactNode; value: ReactNode; className?: string };

/** One line of a docket, invoice or timesheet: what, a detail under it, and the amount on the right. */
export function MockRow({ label, detail, value, className }: MockRowProps) {
  return (
    <div className={join('flex items-start justify-between gap-3 py-2.5', className)}>
      <div className="min-w-0">
        <p className="text-sm font-semibold">{label}</p>
        {detail && <p className="text-xs text-ink-muted">{detail}</p>}
      </div>
      <p className="shrink-0 text-sm font-bold tabular-nums">{value}</p>
    </div>
  );
}

/** The white card a product picture sits on, with a caption bar like the app's page headers. */
export function MockScreen({
  title,
  aside,
  children,
  className,
}: {
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <figure
      className={join(
        'overflow-hidden rounded-card border border-line bg-surface text-ink shadow-xl',
        className,
      )}
    >
      <figcaption className="flex items-center justify-between gap-2 border-b border-line bg-surface-muted px-4 py-3">
        <span className="text-sm font-bold">{title}</span>
        {aside}
      </figcaption>
      <div className="px-4 py-3">{children}</div>
    </figure>
  );
}
