import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A fixed bottom bar covers the end of the page; a spacer of the bar's height (kept up to date as
 * it wraps) lets the page scroll clear of it.
 */
export function useBannerSpace(visible: boolean) {
  const barRef = useRef<HTMLElement>(null);
  const [spacerHeight, setSpacerHeight] = useState(0);
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!visible || !bar) return;
    const observer = new ResizeObserver(() => setSpacerHeight(bar.offsetHeight));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [visible]);
  return { barRef, spacerHeight };
}
