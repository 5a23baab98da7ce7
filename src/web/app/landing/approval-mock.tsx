import { CheckCircle2 } from 'lucide-react';
import { MockRow, MockScreen, SignatureStroke } from './mock-parts';
import { LandingBadge } from './landing-ui';

/** Step 2, Approval: the daily summary the foreman signs. */
export function ApprovalMock() {
  return (
    <MockScreen
      title="Daily summary · Tue 11 Mar"
      aside={
        <LandingBadge variant="green">
          <CheckCircle2 aria-hidden="true" />
          Approved
        </LandingBadge>
      }
    >
      <div className="flex items-center gap-3 pb-2">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-night text-sm font-bold text-brand"
        >
          LW
        </span>
        <div className="min-w-0">
          <p className="font-bold">Liam Walsh</p>
          <p className="truncate text-sm text-ink-muted">Harbour St Apartments · Docket #1042</p>
        </div>
      </div>
      <div className="divide-y divide-line border-y border-line">
        <MockRow label="Formwork labour" detail="06:30 – 15:15 · breaks 45 min" value="8.0 h" />
        <MockRow label="Strip & clean formwork" detail="Quantity" value="42 m²" />
        <MockRow
          label="Toolbox talk"
          detail={<LandingBadge variant="neutral">Non-billable</LandingBadge>}
          value="0.5 h"
        />
      </div>
      <div className="flex items-center justify-between py-2.5">
        <span className="text-sm font-semibold">Total hours worked</span>
        <span className="text-lg font-extrabold tabular-nums">8.5 h</span>
      </div>
      <div className="rounded-lg border border-green-300 bg-green-50 p-3">
        <p className="text-xs font-semibold tracking-wide text-green-800 uppercase">Foreman signature</p>
        <SignatureStroke className="mt-1 h-12 w-40" />
        <p className="border-t border-green-200 pt-1.5 text-sm">
          <span className="font-semibold">Dan Nguyen</span>{' '}
          <span className="text-ink-muted">signed 11 Mar, 3:22 pm on site</span>
        </p>
      </div>
    </MockScreen>
  );
}
