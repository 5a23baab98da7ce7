import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import {
  BUTTON_BASE,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  type ButtonSize,
  type ButtonVariant,
} from './button-classes';

export type { ButtonSize, ButtonVariant };

type VariantProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** Button classes, for links and other elements that should look like a button. */
export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: VariantProps = {}): string {
  return cn(BUTTON_BASE, BUTTON_VARIANTS[variant], BUTTON_SIZES[size], className);
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
