import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  default: 'bg-brand text-brand-foreground shadow-sm hover:bg-brand-hover active:bg-brand-active',
  secondary: 'bg-night text-ink-inverse shadow-sm hover:bg-night-raised',
  outline: 'border-2 border-ink bg-surface text-ink hover:bg-canvas',
  ghost: 'text-ink hover:bg-ink/5 active:bg-ink/10',
  destructive: 'bg-danger text-white shadow-sm hover:bg-danger-hover',
  link: 'text-brand-text underline-offset-4 hover:underline',
} as const;

/**
 * Heights: sm 36px (dense desktop tables only), default 44px, lg 48px, xl 56px (primary phone
 * actions). Minimum heights: a label too long for the room wraps onto a second line instead of
 * being cut off (issue 11 point 20).
 */
const sizes = {
  sm: 'min-h-9 px-3 py-1 text-sm',
  default: 'min-h-11 px-4 py-1.5 text-base',
  lg: 'min-h-12 px-6 py-1.5 text-base',
  xl: 'min-h-14 px-6 py-2 text-lg',
  icon: 'size-11',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

type VariantProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** Button classes, for links and other elements that should look like a button. */
export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: VariantProps = {}): string {
  return cn(
    'focus-ring inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-lg text-center leading-tight font-semibold',
    'transition-colors select-none disabled:pointer-events-none disabled:opacity-50',
    '[&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> &
  VariantProps & {
    /** Render the single child (e.g. a router Link) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ asChild = false, variant, size, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={buttonVariants({ variant, size, className })} {...props} />;
}
