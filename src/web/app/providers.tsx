import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { TooltipProvider } from '../components/ui/tooltip';
import { queryClient } from '../lib/query-client';

/**
 * The toast region loads beside the first page rather than before it (issue 17: less code before a
 * phone shows anything); a toast raised meanwhile waits in lib/toast-store.ts and shows when it mounts.
 */
const Toaster = lazy(() => import('../components/ui/toast').then((m) => ({ default: m.Toaster })));

/** App-wide context: the query cache, tooltip timing and the toast region. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
