import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { BADGE_BASE, BADGE_VARIANTS, type BadgeVariant } from './badge-classes';

export type { BadgeVariant };

type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

export function Badge({ className, variant = 'neutral', ...props }: BadgeProps) {
  return <span className={cn(BADGE_BASE, BADGE_VARIANTS[variant], className)} {...props} />;
}
