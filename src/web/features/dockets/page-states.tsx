import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

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

/**
 * Offline, a day or week the phone holds nothing of (never opened with signal, outside the stored week):
 * said plainly instead of loading for ever; new entries can still be added (they wait on the phone).
 */
export function NotStored({ what, records }: { what: 'day' | 'week'; records: boolean }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center"
    >
      <CloudOff aria-hidden="true" className="size-9 text-ink-muted" />
      <p className="text-lg font-bold">This {what} is not stored on this phone</p>
      <p className="text-sm text-ink-muted">
        Its entries load by themselves when the signal returns.
        {records && ' You can still add an entry: it is sent when you have reception.'}
      </p>
    </div>
  );
}
