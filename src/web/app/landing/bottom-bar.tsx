import { HardHat, Info } from 'lucide-react';
import { landingButton } from './landing-ui';

/** The fixed bar at the bottom of the page (spec 000 §2): the foreman dashboard and 'Learn More'. */
export function BottomBar({ onLearnMore }: { onLearnMore: () => void }) {
  return (
    <nav
      aria-label="Quick actions"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 px-4 pb-[env(safe-area-inset-bottom)] sm:px-6 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-2 items-center gap-2 py-2.5 md:flex">
        <p className="mr-auto hidden text-sm text-ink-muted md:block">
          <span className="font-semibold text-ink">Foreman?</span> Enter your project code to review and sign
          dockets.
        </p>
        <a
          href="/foreman-dashboard"
          className={landingButton({
            variant: 'outline',
            padding: 'px-2 md:px-4',
            className: 'max-sm:text-[0.9375rem]',
          })}
        >
          <HardHat aria-hidden="true" className="max-sm:hidden" />
          <span className="md:hidden">Access Dashboard</span>
          <span className="max-md:hidden">See Foreman Dashboard</span>
        </a>
        <button
          type="button"
          className={landingButton({ padding: 'px-2 md:px-4', className: 'max-sm:text-[0.9375rem]' })}
          onClick={onLearnMore}
        >
          <Info aria-hidden="true" />
          Learn More
        </button>
      </div>
    </nav>
  );
}
