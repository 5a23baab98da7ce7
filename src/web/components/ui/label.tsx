import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type LabelProps = ComponentProps<typeof LabelPrimitive.Root> & {
  /** Adds a visual required mark; the field itself should still carry `required`. */
  required?: boolean;
};

export function Label({ className, children, required = false, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      className={cn('inline-flex items-center gap-1 text-sm font-semibold text-ink', className)}
      {...props}
    >
      {children}
      {required && (
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      )}
    </LabelPrimitive.Root>
  );
}
