import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Docket } from '../../features/dockets/api';
import { RecentDocketCard } from './recent-docket-card';

type RecentDocketsProps = {
  title: string;
  /** Up to 3 dockets, newest first; undefined while they load. */
  dockets: readonly Docket[] | undefined;
  userId: number;
  showWorker: boolean;
  showMoney: boolean;
  emptyText: string;
  /** Shown instead of the cards (an error with Try Again). */
  failure?: ReactNode;
};

/** The dashboard's recent docket cards (spec 001 §2.8), with skeletons while loading. */
export function RecentDockets({ title, dockets, failure, emptyText, ...card }: RecentDocketsProps) {
  return (
    <section aria-labelledby="recent-dockets-title" className="grid content-start gap-3">
      <h2 id="recent-dockets-title" className="text-lg font-bold">
        {title}
      </h2>
      {failure ??
        (dockets === undefined ? (
          <div aria-hidden="true" className="grid gap-3 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-48 animate-pulse rounded-card border border-line bg-surface" />
            ))}
          </div>
        ) : dockets.length === 0 ? (
          <p className="flex items-center gap-3 rounded-card border border-dashed border-line-strong/60 bg-surface p-5 text-ink-muted">
            <ClipboardList aria-hidden="true" className="size-5 shrink-0" />
            {emptyText}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-3">
            {dockets.map((docket) => (
              <RecentDocketCard key={docket.id} docket={docket} {...card} />
            ))}
          </ul>
        ))}
    </section>
  );
}
