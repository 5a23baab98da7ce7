import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { HelpSection } from './help-section';
import { SETUP_STEPS } from './setup-steps';

/** The 7-step setup guide; the links to each screen show to those who do the setting up. */
export function SetupGuide({ showLinks }: { showLinks: boolean }) {
  return (
    <HelpSection
      id="setup-guide"
      title="Setup guide"
      description={
        showLinks
          ? 'Seven steps, in this order, before your workers record their first docket.'
          : 'How your administrator sets the company up, in seven steps.'
      }
    >
      <ol className="grid gap-3">
        {SETUP_STEPS.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-night text-lg font-extrabold text-brand"
            >
              {index + 1}
            </span>
            <div className="grid min-w-0 gap-1.5">
              <h3 className="text-base font-bold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="text-sm text-pretty text-ink-muted">{step.text}</p>
              {showLinks && step.link && (
                <Link
                  to={step.link.to}
                  className="focus-ring inline-flex w-fit items-center gap-1 rounded py-1 text-sm font-semibold text-brand-text hover:underline"
                >
                  {step.link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
    </HelpSection>
  );
}
