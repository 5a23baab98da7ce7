import { ArrowRight, HardHat } from 'lucide-react';
import { ProductMark } from '../../components/product-mark';
import { landingButton } from './landing-ui';

const onNight = 'text-ink-inverse hover:bg-white/10 active:bg-white/15';

/** Top bar: product mark, foreman dashboard, Sign In and Get Started (spec 000 §2 Landing page). */
export function LandingHeader() {
  return (
    <header className="bg-night px-4 text-ink-inverse sm:px-6">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 py-3">
        <a href="/" className="focus-ring shrink-0 rounded-lg" aria-label="SiteDockets home">
          <ProductMark
            tone="light"
            className="max-sm:gap-1.5 max-sm:[&>span]:text-lg max-sm:[&>svg]:size-8"
          />
        </a>
        <nav aria-label="Account" className="flex items-center sm:gap-2">
          <a
            href="/foreman-dashboard"
            className={landingButton({ tone: onNight, className: 'max-md:hidden' })}
          >
            <HardHat aria-hidden="true" className="text-brand" />
            See Foreman Dashboard
          </a>
          <a
            href="/login"
            className={landingButton({
              tone: onNight,
              padding: 'px-2 sm:px-4',
              className: 'max-sm:text-[0.9375rem]',
            })}
          >
            Sign In
          </a>
          <a
            href="/signup"
            className={landingButton({ padding: 'px-3 sm:px-4', className: 'max-sm:text-[0.9375rem]' })}
          >
            Get Started
          </a>
        </nav>
      </div>
      <div className="-mx-4 border-t border-white/10 px-4 sm:-mx-6 sm:px-6 md:hidden">
        <a
          href="/foreman-dashboard"
          className="focus-ring mx-auto flex min-h-11 max-w-6xl items-center gap-2 text-sm"
        >
          <HardHat aria-hidden="true" className="size-4 shrink-0 text-brand" />
          <span className="text-slate-300">Foreman on site?</span>
          <span className="ml-auto inline-flex items-center gap-1 font-semibold text-brand">
            Access Dashboard
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        </a>
      </div>
    </header>
  );
}
