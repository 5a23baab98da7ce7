import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** A load that failed, with Try Again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-danger/40 bg-danger-soft p-6 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-7 text-danger" />
      <p className="font-semibold text-danger-hover">Unable to load {what}</p>
      <p className="text-sm text-ink-muted">Check your connection, then try again.</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}

/** Panel-shaped placeholders while the overview loads. */
export function OverviewSkeleton() {
  return (
    <div role="status" className="grid gap-4 lg:grid-cols-3">
      <span className="sr-only">Loading the overview…</span>
      {['h-80', 'h-80', 'h-64'].map((height, i) => (
        <div
          key={i}
          aria-hidden="true"
          className={`${height} animate-pulse rounded-card border border-line bg-surface`}
        />
      ))}
    </div>
  );
}
