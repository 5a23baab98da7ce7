import { BookOpen, TriangleAlert, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../features/auth/api';
import { useBannerSpace } from './use-banner-space';
import { useDismissal, useSetupGaps, type SetupGaps } from './setup-status';

const gapLabels = (gaps: SetupGaps): string[] => [
  ...(gaps.rateItems ? ['No company rate items'] : []),
  ...(gaps.projects ? ['No projects'] : []),
];

/**
 * The setup banner of spec 002 (bottom of every signed-in page, admin and office): shown while the
 * company has no rate items or no projects, until dismissed for that company.
 */
export function SetupBanner() {
  const { user, company } = useAuth();
  const companyId = company?.id ?? 0;
  const gaps = useSetupGaps(companyId, user?.role ?? 'worker');
  const [dismissed, dismiss] = useDismissal(companyId);
  const labels = gaps ? gapLabels(gaps) : [];
  const visible = labels.length > 0 && !dismissed;
  const { barRef, spacerHeight } = useBannerSpace(visible);
  if (!visible) return null;

  return (
    <>
      <div aria-hidden="true" style={{ height: spacerHeight }} />
      <aside
        ref={barRef}
        aria-label="Setup required"
        className="fixed inset-x-0 bottom-0 z-30 border-t-4 border-brand bg-night pb-[env(safe-area-inset-bottom)] text-ink-inverse shadow-[0_-6px_20px_rgb(15_23_42/0.18)]"
      >
        <div className="mx-auto grid max-w-7xl grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-3 px-4 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto] sm:px-6">
          <TriangleAlert aria-hidden="true" className="size-6 self-start text-brand sm:self-center" />
          <div className="col-span-2 grid gap-1 sm:col-span-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-base font-bold">
              <span className="mr-1">Setup Required:</span>
              {labels.map((label, index) => (
                <span
                  key={label}
                  className="rounded-full bg-brand/15 px-2.5 py-0.5 text-[0.8125rem] leading-5 font-semibold text-brand ring-1 ring-brand/50 ring-inset"
                >
                  {label}
                  {index < labels.length - 1 && <span className="sr-only">, </span>}
                </span>
              ))}
            </p>
            <p className="text-sm text-slate-300">
              Complete the initial setup to enable workers to submit dockets
            </p>
          </div>
          <Button
            asChild
            size="sm"
            className="col-span-2 col-start-1 row-start-2 h-11 sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:h-10"
          >
            <Link to="/help">
              <BookOpen aria-hidden="true" />
              View Setup Guide
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Dismiss setup notice"
            onClick={dismiss}
            className="col-start-3 row-start-2 -mr-2 text-ink-inverse hover:bg-white/10 active:bg-white/15 sm:col-start-4 sm:row-start-1"
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </aside>
    </>
  );
}
