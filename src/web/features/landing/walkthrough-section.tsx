import { Pause, Play } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { StepProgress } from './step-progress';
import { useWalkthrough } from './use-walkthrough';
import { WalkthroughPanel } from './walkthrough-panel';
import { walkthroughSteps } from './walkthrough-steps';

/** The four-step walkthrough (spec 000 §2): plays by itself, pauses, and stops when a step is picked. */
export function WalkthroughSection() {
  const { step, playing, select, toggle } = useWalkthrough();
  const current = walkthroughSteps[step] ?? walkthroughSteps[0];
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
        <Tabs value={String(step)} onValueChange={(value) => select(Number(value))} className="mt-8">
          <TabsList aria-label="Walkthrough steps" className="grid grid-cols-4 gap-1 bg-canvas p-1 sm:p-1.5">
            {walkthroughSteps.map(({ title }, index) => (
              <TabsTrigger
                key={title}
                value={String(index)}
                onClick={() => select(index)}
                className="relative min-h-16 flex-col gap-1 px-1 py-2 text-xs sm:flex-row sm:gap-2.5 sm:text-base"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 items-center justify-center rounded-full text-sm font-extrabold sm:size-8',
                    index === step ? 'bg-brand text-brand-foreground' : 'bg-slate-200 text-ink',
                  )}
                >
                  {index + 1}
                </span>
                {title}
                {index === step && playing && <StepProgress key={step} />}
              </TabsTrigger>
            ))}
          </TabsList>
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
                    className={cn(
                      'h-2.5 rounded-full transition-all motion-reduce:transition-none',
                      index === step
                        ? 'w-7 bg-brand-active'
                        : 'w-2.5 bg-line-strong group-hover:bg-ink-muted',
                    )}
                  />
                </button>
              ))}
            </div>
            <Button variant="ghost" onClick={toggle} className="text-sm">
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              {playing ? 'Pause' : 'Play'}
              <span className="sr-only"> walkthrough</span>
            </Button>
          </div>
          {walkthroughSteps.map((item, index) => (
            <TabsContent key={item.title} value={String(index)} className="mt-4 rounded-2xl">
              <WalkthroughPanel step={item} index={index} count={walkthroughSteps.length} />
            </TabsContent>
          ))}
        </Tabs>
        <p className="sr-only" aria-live="polite">
          {playing ? '' : `Showing step ${step + 1} of ${walkthroughSteps.length}: ${current?.title ?? ''}`}
        </p>
      </div>
    </section>
  );
}
