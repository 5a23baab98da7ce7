import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible name of each thumb (the role=slider element), e.g. "Break minutes". */
  thumbLabel: string;
};

/** A slider with a 28px thumb inside a 48px-high touch area. */
export function Slider({ className, thumbLabel, value, defaultValue, ...props }: SliderProps) {
  const thumbs = (value ?? defaultValue ?? [0]).length;
  return (
    <SliderPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      className={cn(
        'relative flex h-12 w-full touch-none items-center select-none data-disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-slate-300">
        <SliderPrimitive.Range className="absolute h-full bg-brand-active" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, index) => (
        <SliderPrimitive.Thumb
          key={index}
          aria-label={thumbLabel}
          className="focus-ring block size-7 rounded-full border-2 border-night bg-brand shadow-md"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
