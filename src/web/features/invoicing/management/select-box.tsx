import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

type SelectBoxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Some but not all ticked (the select-all box): shown as a dash. */
  indeterminate?: boolean;
};

/** A large tick box (28 px on a phone) in the brand colour, for selecting dockets. */
export function SelectBox({ indeterminate = false, className, ...props }: SelectBoxProps) {
  return (
    <input
      type="checkbox"
      ref={(box) => {
        if (box) box.indeterminate = indeterminate;
      }}
      className={cn('focus-ring size-7 shrink-0 cursor-pointer accent-brand-active sm:size-5', className)}
      {...props}
    />
  );
}
