import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** The list could not be loaded (spec 001 §8: 'Failed to fetch timesheets'). */
export function ListFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-danger/40 bg-danger-soft p-6 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-7 text-danger" />
      <p className="font-semibold text-danger-hover">Failed to fetch timesheets</p>
      <p className="text-sm text-ink-muted">Check your connection, then try again.</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
