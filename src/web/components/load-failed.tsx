import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from './ui/button';

/** A load that failed, with Try Again (spec 001 §8: 'Failed to fetch …'). */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-danger/40 bg-danger-soft p-6 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-7 text-danger" />
      <p className="font-semibold text-danger-hover">{title}</p>
      <p className="text-sm text-ink-muted">Check your connection, then try again.</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
