import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Colours of the docket statuses and roles. Every pairing is dark text on a pale fill (≥6:1), so a
 * badge stays legible in sunlight; the words still carry the meaning for colour-blind users.
 */
const variants = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  brand: 'bg-brand-soft text-brand-text ring-amber-300',
  green: 'bg-green-100 text-green-800 ring-green-300',
  blue: 'bg-blue-100 text-blue-800 ring-blue-300',
  orange: 'bg-orange-100 text-orange-800 ring-orange-300',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  dark: 'bg-night text-ink-inverse ring-night',
} as const;

export type BadgeVariant = keyof typeof variants;

type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

export function Badge({ className, variant = 'neutral', ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        'ring-1 ring-inset [&_svg]:size-3.5',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
