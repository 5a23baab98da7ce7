import { totalOf, type Docket } from '../api';
import { DocketRow } from './docket-row';
import { weekTitle } from './format';

type WeekSectionProps = {
  monday: string;
  /** The company's: signed times are shown in it. */
  timeZone: string;
  dockets: Docket[];
  selecting: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
};

/** One 'Week of …' group, its dockets oldest first. */
export function WeekSection({ monday, timeZone, dockets, selecting, selected, onToggle }: WeekSectionProps) {
  const headingId = `week-${monday}`;
  const count = dockets.length;
  return (
    <section aria-labelledby={headingId} className="grid gap-2.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 border-b-2 border-ink/80 pb-1.5">
        <h2 id={headingId} className="text-lg font-extrabold tracking-tight">
          {weekTitle(monday)}
        </h2>
        <p className="shrink-0 text-sm font-semibold text-ink-muted tabular-nums">
          {count} {count === 1 ? 'docket' : 'dockets'} · {totalOf(dockets).hoursShort} h
        </p>
      </div>
      <ul className="grid gap-2.5">
        {dockets.map((docket) => (
          <li key={docket.id}>
            <DocketRow
              docket={docket}
              timeZone={timeZone}
              selecting={selecting}
              selected={selected.has(docket.id)}
              onToggle={onToggle}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
