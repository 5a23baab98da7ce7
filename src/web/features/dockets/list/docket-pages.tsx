import { ChevronDown, Inbox } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { Docket } from '../api';

/** Spec 001 §9: the list grows 5 at a time. */
export const PAGE_SIZE = 5;

const EMPTY: Record<'all' | 'draft' | 'approved', string> = {
  all: 'No dockets yet.',
  draft: 'No draft dockets.',
  approved: 'No approved dockets.',
};

type DocketPagesProps = {
  dockets: Docket[];
  empty: keyof typeof EMPTY;
  children: (docket: Docket) => ReactNode;
};

/** The first dockets of a list and 'Load More (n remaining)'. */
export function DocketPages({ dockets, empty, children }: DocketPagesProps) {
  const [count, setCount] = useState(PAGE_SIZE);
  if (dockets.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center">
        <Inbox aria-hidden="true" className="size-8 text-ink-muted" />
        <p className="font-semibold">{EMPTY[empty]}</p>
      </div>
    );
  }
  const remaining = dockets.length - count;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">{dockets.slice(0, count).map(children)}</ul>
      {remaining > 0 && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => setCount((n) => n + PAGE_SIZE)}
        >
          <ChevronDown aria-hidden="true" />
          Load More ({remaining} remaining)
        </Button>
      )}
    </div>
  );
}
