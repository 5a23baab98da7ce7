import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** The project's dockets could not be loaded (not an expired grant: that asks for the code again). */
export function SnapshotFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-danger/40 bg-danger-soft p-6 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-7 text-danger" />
      <p className="text-base font-semibold text-danger-hover">Failed to fetch timesheets</p>
      <p className="text-sm text-ink-muted">Check your connection, then try again.</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}

/** Grey blocks where content is about to appear. */
export function Placeholder({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-card border border-line bg-surface ${className}`}
    />
  );
}
