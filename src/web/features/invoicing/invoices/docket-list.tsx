import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { Button } from '../../../components/ui/button';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { DocketCards, DocketTable, type DocketViewProps } from './docket-views';
import type { InvoiceDocket, useInvoiceDockets } from '../api/get-invoice-dockets';
import type { Selection } from './use-selection';
import { useWideScreen } from '../../../lib/use-wide-screen';

type DocketListProps = {
  companyId: number;
  dockets: ReturnType<typeof useInvoiceDockets>;
  loaded: readonly InvoiceDocket[];
  selection: Selection;
  onEditStatus: (docket: InvoiceDocket) => void;
  onCreateInvoice: (docket: InvoiceDocket) => void;
};

/** The billable dockets: a table on desktop, cards on a phone; 5 at first, Load More adds 5 (002 §9). */
export function DocketList({
  companyId,
  dockets,
  loaded,
  selection,
  onEditStatus,
  onCreateInvoice,
}: DocketListProps) {
  const wide = useWideScreen();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const total = dockets.data?.pages.at(-1)?.total ?? 0;
  const view: DocketViewProps = {
    companyId,
    dockets: loaded,
    selection,
    expanded,
    onExpand: (id) =>
      setExpanded((now) => {
        const next = new Set(now);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    onEditStatus,
    onCreateInvoice,
  };

  return (
    <section aria-labelledby="dockets-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dockets-heading" className="text-xl font-bold">
          Dockets
        </h2>
        {dockets.data && total > 0 && (
          <p className="text-sm text-ink-muted" aria-live="polite">
            Showing {loaded.length} of {total}
          </p>
        )}
      </div>
      {dockets.isPending && (
        <LoadingText label="Loading dockets…" className="justify-center py-12 text-base" />
      )}
      {dockets.isError && !dockets.data && (
        <LoadFailed title="Failed to fetch dockets" onRetry={() => void dockets.refetch()} />
      )}
      {dockets.data && loaded.length === 0 && (
        <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-text">
            <ReceiptText aria-hidden="true" className="size-7" />
          </span>
          <p className="text-lg font-bold">No dockets to show</p>
          <p className="max-w-sm text-sm text-ink-muted">
            Approved billable dockets appear here. Try another filter or project.
          </p>
        </div>
      )}
      {loaded.length > 0 && (wide ? <DocketTable {...view} /> : <DocketCards {...view} />)}
      {dockets.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center max-sm:w-full"
          disabled={dockets.isFetchingNextPage}
          onClick={() => void dockets.fetchNextPage()}
        >
          {dockets.isFetchingNextPage && <Spinner />}
          {dockets.isFetchingNextPage ? 'Loading…' : 'Load More'}
        </Button>
      )}
    </section>
  );
}
