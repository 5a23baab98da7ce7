import { ChevronDown, Clock, Coffee, Plus } from 'lucide-react';
import { MockField, MockScreen } from './mock-parts';
import { LandingBadge, landingButton } from './landing-ui';

const breaks = [
  { name: 'Smoko', time: '10:00 – 10:15', minutes: 15 },
  { name: 'Lunch', time: '12:30 – 13:00', minutes: 30 },
] as const;

/** Step 1, Time Input: the docket form a worker fills in on the phone. */
export function TimeEntryMock() {
  return (
    <MockScreen title="New Timesheet" aside={<LandingBadge variant="neutral">Tue 11 Mar</LandingBadge>}>
      <div className="grid gap-3">
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-canvas p-1 text-center text-sm font-semibold">
          <span className="rounded-md bg-brand py-2 text-brand-foreground shadow-sm">Billable work</span>
          <span className="py-2 text-ink-muted">Non-billable</span>
        </div>
        <MockField label="Project" trailing={<ChevronDown aria-hidden="true" className="size-4 shrink-0" />}>
          Harbour St Apartments
        </MockField>
        <MockField
          label="Rate item"
          trailing={<ChevronDown aria-hidden="true" className="size-4 shrink-0" />}
        >
          Formwork labour · per hour
        </MockField>
        <div className="grid grid-cols-2 gap-3">
          <MockField label="Start time" trailing={<Clock aria-hidden="true" className="size-4 shrink-0" />}>
            06:30
          </MockField>
          <MockField label="End time" trailing={<Clock aria-hidden="true" className="size-4 shrink-0" />}>
            15:15
          </MockField>
        </div>
        <div className="rounded-lg border border-line">
          <div className="flex items-center justify-between border-b border-line px-3 py-2">
            <span className="flex items-center gap-2 text-sm font-semibold">
              <Coffee aria-hidden="true" className="size-4 text-brand-text" />
              Breaks
            </span>
            <span className="text-sm font-bold tabular-nums">45 min</span>
          </div>
          <ul className="divide-y divide-line text-sm">
            {breaks.map((b) => (
              <li key={b.name} className="flex justify-between px-3 py-2">
                <span>
                  {b.name} <span className="text-ink-muted">{b.time}</span>
                </span>
                <span className="tabular-nums">{b.minutes} min</span>
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-1.5 border-t border-dashed border-line px-3 py-2 text-sm font-semibold text-brand-text">
            <Plus aria-hidden="true" className="size-4" />
            Add break
          </p>
        </div>
        <div className="flex items-center justify-between gap-3 pt-1">
          <p>
            <span className="block text-xs font-semibold text-ink-muted">Total worked</span>
            <span className="text-2xl font-extrabold tabular-nums">8.0 h</span>
          </p>
          <span className={landingButton({ className: 'pointer-events-none' })}>Save Docket</span>
        </div>
      </div>
    </MockScreen>
  );
}
