/**
 * The button look as plain class strings, apart from components/ui/button.tsx so a page can use them
 * without the class merger (lib/cn.ts, tailwind-merge): the landing page does (issue 17).
 */
export const BUTTON_BASE = [
  'focus-ring inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-lg text-center leading-tight font-semibold',
  'transition-colors select-none disabled:pointer-events-none disabled:opacity-50',
  '[&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0',
].join(' ');

export const BUTTON_VARIANTS = {
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
export const BUTTON_SIZES = {
  sm: 'min-h-9 px-3 py-1 text-sm',
  default: 'min-h-11 px-4 py-1.5 text-base',
  lg: 'min-h-12 px-6 py-1.5 text-base',
  xl: 'min-h-14 px-6 py-2 text-lg',
  icon: 'size-11',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;
