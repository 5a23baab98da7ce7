import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Shared look of text-like fields; 16px text so phones do not zoom on focus. */
export const fieldClasses = cn(
  'focus-ring block w-full rounded-lg border border-line-strong bg-surface px-3 text-base text-ink',
  'placeholder:text-ink-muted disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70',
  'aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
