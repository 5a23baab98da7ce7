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
