import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** An on/off switch. Off is a grey track, on a dark track with an amber knob (both ≥3:1 on white). */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'focus-ring peer inline-flex h-7 w-12 shrink-0 items-center rounded-full p-0.5 transition-colors',
        'bg-line-strong data-[state=checked]:bg-night disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'pointer-events-none block size-6 rounded-full bg-surface shadow-md transition-transform',
          'data-[state=checked]:translate-x-5 data-[state=checked]:bg-brand',
        )}
      />
    </SwitchPrimitive.Root>
  );
}
