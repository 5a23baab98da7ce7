import { ArrowRight, HardHat } from 'lucide-react';
import { Link } from 'react-router';
import { ProductMark } from '../../components/product-mark';
import { buttonVariants } from '../../components/ui/button';

const onNight = 'text-ink-inverse hover:bg-white/10 active:bg-white/15';

/** Top bar: product mark, foreman dashboard, Sign In and Get Started (spec 000 §2 Landing page). */
export function LandingHeader() {
  return (
    <header className="bg-night px-4 text-ink-inverse sm:px-6">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 py-3">
        <Link to="/" className="focus-ring shrink-0 rounded-lg" aria-label="SiteDockets home">
          <ProductMark
            tone="light"
            className="max-sm:gap-1.5 max-sm:[&>span]:text-lg max-sm:[&>svg]:size-8"
          />
        </Link>
        <nav aria-label="Account" className="flex items-center sm:gap-2">
          <Link
            to="/foreman-dashboard"
            className={buttonVariants({ variant: 'ghost', className: `${onNight} max-md:hidden` })}
          >
            <HardHat aria-hidden="true" className="text-brand" />
            See Foreman Dashboard
          </Link>
          <Link
            to="/login"
            className={buttonVariants({
              variant: 'ghost',
              className: `${onNight} px-2 max-sm:text-[0.9375rem] sm:px-4`,
            })}
          >
            Sign In
          </Link>
          <Link
            to="/signup"
            className={buttonVariants({ className: 'px-3 max-sm:text-[0.9375rem] sm:px-4' })}
          >
            Get Started
          </Link>
        </nav>
      </div>
      <div className="-mx-4 border-t border-white/10 px-4 sm:-mx-6 sm:px-6 md:hidden">
        <Link
          to="/foreman-dashboard"
          className="focus-ring mx-auto flex min-h-11 max-w-6xl items-center gap-2 text-sm"
        >
          <HardHat aria-hidden="true" className="size-4 shrink-0 text-brand" />
          <span className="text-slate-300">Foreman on site?</span>
          <span className="ml-auto inline-flex items-center gap-1 font-semibold text-brand">
            Access Dashboard
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        </Link>
      </div>
    </header>
  );
}
