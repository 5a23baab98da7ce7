import type { ComponentProps } from 'react';
import { BADGE_BASE, BADGE_VARIANTS, type BadgeVariant } from '../../components/ui/badge-classes';
import {
  BUTTON_BASE,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  type ButtonSize,
  type ButtonVariant,
} from '../../components/ui/button-classes';

/**
 * Class names and the two small pieces the landing page shares with the app (button look, badge),
 * without the app's class merger (lib/cn.ts: tailwind-merge, about 8 KB gzipped) so the page stays
 * within its JavaScript budget (issue 17). Nothing here resolves conflicting classes: a caller that
 * replaces a part of the look says so (`tone` for the colours, `padding`, `textSize` for the size's side padding and text).
 */
export const join = (...classes: (string | false | null | undefined)[]): string =>
  classes.filter(Boolean).join(' ');

type LandingButtonOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Colours in place of the variant's (e.g. a ghost button on the dark header). */
  tone?: string;
  /** Side padding in place of the size's `px-*`. */
  padding?: string;
  /** Text size in place of the size's `text-*`. */
  textSize?: string;
  className?: string;
};

/** The app's button look (components/ui/button-classes.ts), for a button or a link. */
export function landingButton({
  variant = 'default',
  size = 'default',
  tone,
  padding,
  textSize,
  className,
}: LandingButtonOptions = {}): string {
  const sizeClasses = BUTTON_SIZES[size]
    .split(' ')
    .filter((name) => !(padding && name.startsWith('px-')) && !(textSize && name.startsWith('text-')))
    .join(' ');
  return join(BUTTON_BASE, tone ?? BUTTON_VARIANTS[variant], sizeClasses, padding, textSize, className);
}

/** The app's badge (components/ui/badge.tsx) in the mock screens. */
export function LandingBadge({
  variant = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return <span className={join(BADGE_BASE, BADGE_VARIANTS[variant], className)} {...props} />;
}
