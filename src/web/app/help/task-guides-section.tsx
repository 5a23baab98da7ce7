import { ChevronDown } from 'lucide-react';
import { HelpSection } from './help-section';
import { TASK_GUIDES } from './task-guides';

/** How-tos for the everyday tasks, each folded open on demand. */
export function TaskGuidesSection() {
  return (
    <HelpSection id="how-to" title="How to…" description="Step by step through the jobs you do every week.">
      <div className="grid gap-3">
        {TASK_GUIDES.map((guide) => (
          <details
            key={guide.id}
            className="group rounded-card border border-line bg-surface shadow-sm open:shadow-md"
          >
            <summary className="focus-ring flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-card px-4 py-3 sm:px-5 [&::-webkit-details-marker]:hidden">
              <span className="grid flex-1 gap-0.5">
                <span className="text-base font-bold">{guide.title}</span>
                <span className="text-sm text-ink-muted">{guide.who}</span>
              </span>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
              />
            </summary>
            <ol className="grid gap-2.5 border-t border-line px-4 py-4 sm:px-5">
              {guide.steps.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-bold text-brand-text"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </details>
        ))}
      </div>
    </HelpSection>
  );
}
