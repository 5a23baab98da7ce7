import { cn } from '../../lib/cn';

/** A tab of the desktop navigation row, and the current page's underline. */
export const tab = cn(
  'focus-ring relative inline-flex items-center gap-2 rounded-md px-2 text-sm xl:px-3 font-semibold whitespace-nowrap',
  'text-ink-muted transition-colors hover:text-ink',
  'after:absolute after:inset-x-2 after:bottom-0 after:h-[3px] after:rounded-t-full',
);
export const currentTab = 'text-ink after:bg-brand-active';
