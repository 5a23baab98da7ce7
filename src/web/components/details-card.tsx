import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './ui/card';

type DetailsCardProps = {
  rows: readonly { term: string; detail: string | null }[];
  /** Who can change these details, under the list. */
  note: ReactNode;
};

/** Read-only details as a term/value list, with a note on who can change them. */
export function DetailsCard({ rows, note }: DetailsCardProps) {
  return (
    <Card className="max-w-3xl overflow-hidden">
      <dl className="divide-y divide-line">
        {rows.map(({ term, detail }) => (
          <div key={term} className="grid gap-1 px-5 py-3.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:px-6">
            <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
            <dd className="break-words">{detail || <span className="text-ink-muted">Not set</span>}</dd>
          </div>
        ))}
      </dl>
      <p className="flex items-start gap-2 border-t border-line bg-surface-muted px-5 py-4 text-sm text-ink-muted sm:px-6">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {note}
      </p>
    </Card>
  );
}
