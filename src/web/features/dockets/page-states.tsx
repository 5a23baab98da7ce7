import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** A fetch that failed, with Try Again (spec 001 §8: 'Failed to fetch …'). */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-danger/40 bg-danger-soft p-6 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-7 text-danger" />
      <p className="font-semibold text-danger-hover">Failed to fetch {what}</p>
      <p className="text-sm text-ink-muted">Check your connection, then try again.</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}

/** The page body frame shared by the entries screens. */
export function PageFrame({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <main className={cn('mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-8', className)}>
      {children}
    </main>
  );
}

/** Grey placeholder blocks while a list loads. */
export function CardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <div aria-hidden="true" className="contents">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cn('animate-pulse rounded-card border border-line bg-surface', className)} />
      ))}
    </div>
  );
}
