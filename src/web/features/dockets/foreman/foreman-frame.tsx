import { HardHat } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductMark } from '../../../components/product-mark';
import { cn } from '../../../lib/cn';

const stripe =
  'h-1.5 bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_14px,var(--color-night)_14px_28px)]';

type ForemanFrameProps = {
  /** Where the product mark leads: home for visitors, the dashboard for a signed-in user. */
  homeHref: string;
  children: ReactNode;
  className?: string;
};

/** The page frame of the public foreman screens: a slim brand bar and a centred column. */
export function ForemanFrame({ homeHref, children, className }: ForemanFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-night text-ink-inverse">
        <div aria-hidden="true" className={stripe} />
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to={homeHref} className="focus-ring inline-flex rounded-lg" aria-label="SiteDockets home">
            <ProductMark tone="light" />
          </Link>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand">
            <HardHat aria-hidden="true" className="size-4" />
            Foreman
          </span>
        </div>
      </header>
      <main
        className={cn(
          'mx-auto grid w-full max-w-5xl flex-1 grid-cols-1 content-start gap-5 px-4 py-5 sm:px-6 sm:py-8',
          className,
        )}
      >
        {children}
      </main>
    </div>
  );
}
