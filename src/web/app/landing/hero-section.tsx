import { ArrowRight, Check, PhoneCall } from 'lucide-react';
import { HeroDocket } from './hero-docket';
import { landingButton } from './landing-ui';

const promises = [
  'Set up in 5 minutes',
  'Foremen sign on the phone, no account needed',
  'Xero invoices and Xero Payroll',
] as const;

/** The opening: what SiteDockets does, in the words a site crew uses. */
export function HeroSection({ onBookDemo }: { onBookDemo: () => void }) {
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden bg-night px-4 text-ink-inverse sm:px-6">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 pt-10 pb-14 sm:pt-16 sm:pb-20 lg:grid-cols-[1.2fr_1fr] lg:gap-12">
        <div>
          <p className="text-sm font-bold tracking-widest text-brand uppercase">
            Daily dockets for construction & trades
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem]"
          >
            Dockets on the phone. Signed on site. <span className="text-brand">Invoiced and paid</span> from
            the same entry.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-slate-300">
            Your crew records each day&rsquo;s hours, quantities and breaks on their phone. The foreman signs
            the docket before the ute leaves site. The office turns that same entry into invoice lines and
            payroll timesheets with overtime worked out, with no paper and no retyping.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="/signup" className={landingButton({ size: 'xl' })}>
              Get Started
              <ArrowRight aria-hidden="true" />
            </a>
            <button
              type="button"
              onClick={onBookDemo}
              className={landingButton({
                size: 'xl',
                tone: 'border-2 border-slate-500 bg-transparent text-ink-inverse hover:bg-white/10',
              })}
            >
              <PhoneCall aria-hidden="true" />
              Book a Demo Call
            </button>
          </div>
          <ul className="mt-8 flex flex-col gap-2.5 text-sm text-slate-200 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {promises.map((promise) => (
              <li key={promise} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <HeroDocket />
      </div>
    </section>
  );
}
