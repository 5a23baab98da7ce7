import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A spinning ring; decorative, so pair it with text (LoadingText) or an accessible label. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 shrink-0 animate-spin', className)} />;
}

/** "Loading…" with a spinner, announced politely to screen readers. */
export function LoadingText({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center gap-2 text-sm font-medium text-ink-muted', className)}
    >
      <Spinner className="text-brand-text" />
      <span>{label}</span>
    </div>
  );
}
