import { CircleCheckBig, Clock3, FileStack, Hourglass, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { ForemanFilter } from './access-store';
import type { projectFigures } from './docket-groups';

type Tile = { label: string; value: string; icon: LucideIcon; filter: ForemanFilter; tone: string };

const tilesOf = (figures: ReturnType<typeof projectFigures>): Tile[] => [
  {
    label: 'Pending Approval',
    value: String(figures.pending),
    icon: Hourglass,
    filter: 'pending',
    tone: 'bg-yellow-100 text-yellow-800',
  },
  {
    label: 'Approved',
    value: String(figures.approved),
    icon: CircleCheckBig,
    filter: 'approved',
    tone: 'bg-green-100 text-green-800',
  },
  {
    label: 'Total Hours',
    value: figures.hours,
    icon: Clock3,
    filter: 'all',
    tone: 'bg-blue-100 text-blue-800',
  },
  {
    label: 'Total Dockets',
    value: String(figures.total),
    icon: FileStack,
    filter: 'all',
    tone: 'bg-slate-100 text-slate-800',
  },
];

type StatTilesProps = { figures: ReturnType<typeof projectFigures>; onOpen: (filter: ForemanFilter) => void };

/** The four tiles of spec 001 §2.5; each opens the docket list with its filter. */
export function StatTiles({ figures, onOpen }: StatTilesProps) {
  return (
    <section aria-label="Project figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tilesOf(figures).map(({ label, value, icon: Icon, filter, tone }) => (
        <button
          key={label}
          type="button"
          onClick={() => onOpen(filter)}
          className="focus-ring group grid min-h-28 content-between gap-3 rounded-card border border-line bg-surface p-4 text-left shadow-sm transition-colors hover:border-ink sm:p-5"
        >
          <span className="flex items-start justify-between gap-2">
            <span className="text-3xl leading-none font-extrabold tracking-tight tabular-nums sm:text-4xl">
              {value}
            </span>
            <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
          </span>
          <span className="text-[15px] leading-tight font-semibold text-ink-muted group-hover:text-ink sm:text-base">
            {label}
          </span>
        </button>
      ))}
    </section>
  );
}
