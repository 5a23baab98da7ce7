import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { whenIdle } from '../lib/when-idle';

/**
 * The toast region loads once the first page has shown and the browser is idle (issue 17: less code
 * before and beside a phone's first screen); a toast raised meanwhile waits in lib/toast-store.ts and
 * shows when it mounts.
 */
const Toaster = lazy(() => import('../components/ui/toast').then((m) => ({ default: m.Toaster })));

function ToasterWhenIdle() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** App-wide context: the query cache and the toast region. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterWhenIdle />
    </QueryClientProvider>
  );
}
