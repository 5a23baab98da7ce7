import { useEffect, useRef } from 'react';
import { WALKTHROUGH_STEP_MS } from './use-walkthrough';

/** A bar under the active tab that fills over the step's 4 s; hidden when motion is reduced. */
export function StepProgress() {
  const bar = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof element.animate !== 'function') return undefined;
    const animation = element.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: WALKTHROUGH_STEP_MS,
      easing: 'linear',
      fill: 'forwards',
    });
    return () => animation.cancel();
  }, []);
  return (
    <span
      ref={bar}
      aria-hidden="true"
      className="absolute inset-x-3 bottom-1 h-1 origin-left scale-x-0 rounded-full bg-brand motion-reduce:hidden"
    />
  );
}
