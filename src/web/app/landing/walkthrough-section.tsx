import { Pause, Play } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { join, landingButton } from './landing-ui';
import { StepProgress } from './step-progress';
import { useWalkthrough } from './use-walkthrough';
import { WalkthroughPanel } from './walkthrough-panel';
import { walkthroughSteps } from './walkthrough-steps';

/** The four-step walkthrough (spec 000 §2): plays by itself, pauses, and stops when a step is picked. */
export function WalkthroughSection() {
  const { step, playing, select, toggle } = useWalkthrough();
  const current = walkthroughSteps[step] ?? walkthroughSteps[0];
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  /** Arrow keys, Home and End move between the steps and show the one reached (automatic activation). */
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = walkthroughSteps.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? step === last
          ? 0
          : step + 1
        : event.key === 'ArrowLeft'
          ? step === 0
            ? last
            : step - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabs.current[next]?.focus();
  };
  return (
    <section aria-labelledby="walkthrough-title" className="bg-surface px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <p className="text-sm font-bold tracking-widest text-brand-text uppercase">How it works</p>
        <h2
          id="walkthrough-title"
          className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          From the site to the pay run in four steps
        </h2>
        {/* Tabs written out (WAI-ARIA tabs pattern, as components/ui/tabs.tsx gives them) rather than
            the Radix primitive, so the landing page ships no Radix code (issue 17). */}
        <div className="mt-8">
          <div
            role="tablist"
            aria-label="Walkthrough steps"
            aria-orientation="horizontal"
            onKeyDown={onTabKey}
            className="grid w-full grid-cols-4 items-center gap-1 overflow-x-auto rounded-xl bg-canvas p-1 sm:p-1.5"
          >
            {walkthroughSteps.map(({ title }, index) => (
              <button
                key={title}
                ref={(node) => {
                  tabs.current[index] = node;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${index}`}
                aria-selected={index === step}
                aria-controls={index === step ? `${id}-panel-${index}` : undefined}
                tabIndex={index === step ? 0 : -1}
                data-state={index === step ? 'active' : 'inactive'}
                onClick={() => select(index)}
                className={join(
                  'focus-ring relative inline-flex min-h-16 flex-1 flex-col items-center justify-center gap-1 rounded-lg px-1 py-2 text-xs font-semibold',
                  'whitespace-nowrap transition-colors hover:text-ink sm:flex-row sm:gap-2.5 sm:text-base',
                  index === step ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted',
                )}
              >
                <span
                  aria-hidden="true"
                  className={join(
                    'flex size-7 items-center justify-center rounded-full text-sm font-extrabold sm:size-8',
                    index === step ? 'bg-brand text-brand-foreground' : 'bg-slate-200 text-ink',
                  )}
                >
                  {index + 1}
                </span>
                {title}
                {index === step && playing && <StepProgress key={step} />}
              </button>
            ))}
          </div>
          <div className="mt-3 flex items-center justify-between gap-3">
            <div className="flex items-center" role="group" aria-label="Go to step">
              {walkthroughSteps.map(({ title }, index) => (
                <button
                  key={title}
                  type="button"
                  onClick={() => select(index)}
                  aria-label={`Step ${index + 1}: ${title}`}
                  aria-current={index === step ? 'step' : undefined}
                  className="focus-ring group flex size-11 items-center justify-center rounded-full"
                >
                  <span
                    className={join(
                      'h-2.5 rounded-full transition-all motion-reduce:transition-none',
                      index === step
                        ? 'w-7 bg-brand-active'
                        : 'w-2.5 bg-line-strong group-hover:bg-ink-muted',
                    )}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={toggle}
              className={landingButton({ variant: 'ghost', textSize: 'text-sm' })}
            >
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              {playing ? 'Pause' : 'Play'}
              <span className="sr-only"> walkthrough</span>
            </button>
          </div>
          {current && (
            <div
              role="tabpanel"
              id={`${id}-panel-${step}`}
              aria-labelledby={`${id}-tab-${step}`}
              tabIndex={0}
              className="focus-ring mt-4 rounded-2xl"
            >
              <WalkthroughPanel step={current} index={step} count={walkthroughSteps.length} />
            </div>
          )}
        </div>
        <p className="sr-only" aria-live="polite">
          {playing ? '' : `Showing step ${step + 1} of ${walkthroughSteps.length}: ${current?.title ?? ''}`}
        </p>
      </div>
    </section>
  );
}
