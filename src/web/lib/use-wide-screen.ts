import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here lists fit a table (dockets, a payroll week); below it they are cards. */
const WIDE = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is wide enough for a table (only one of table and cards is rendered). */
export const useWideScreen = (): boolean =>
  useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
