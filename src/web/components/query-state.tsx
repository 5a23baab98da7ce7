import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { LoadingText } from './ui/spinner';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** Shown when the read fails, e.g. 'Failed to fetch rate items'. */
  failure: string;
  loading?: string;
  children: (data: T) => ReactNode;
};

/** Loading text, a failure with Try Again, or the data. */
export function QueryState<T>({ query, failure, loading, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingText label={loading} className="justify-center py-12 text-base" />;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-card border border-red-200 bg-danger-soft px-5 py-8 text-center"
      >
        <CircleAlert aria-hidden="true" className="size-7 text-danger" />
        <p className="text-base font-semibold text-red-900">{failure}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
