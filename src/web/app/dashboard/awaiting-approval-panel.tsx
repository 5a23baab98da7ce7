import { CircleCheck, Hourglass } from 'lucide-react';
import type { DashboardReply } from './types';
import { DocketRow } from './docket-row';
import { Figure, Panel, PanelEmpty } from './panel';
import { hoursShown } from '../../../shared/hours';

/** Dockets sent to a foreman and not yet signed: the count and the first 5, each opening its preview. */
export function AwaitingApprovalPanel({ awaiting }: { awaiting: DashboardReply['awaitingApproval'] }) {
  const { count, dockets } = awaiting;
  return (
    <Panel
      id="awaiting-approval"
      title="Awaiting approval"
      subtitle="Sent to a foreman for sign-off"
      icon={Hourglass}
      tone="bg-yellow-100 text-yellow-800"
      figure={
        <Figure value={String(count)} caption={count === 1 ? 'docket' : 'dockets'} testId="awaiting-count" />
      }
      footer={
        count > dockets.length && (
          <p className="text-sm text-ink-muted">
            Showing the newest {dockets.length} of {count}
          </p>
        )
      }
    >
      {dockets.length === 0 ? (
        <PanelEmpty icon={CircleCheck}>Nothing is waiting for a foreman.</PanelEmpty>
      ) : (
        <ul aria-label="Dockets awaiting approval" className="divide-y divide-line">
          {dockets.map((docket) => (
            <DocketRow
              key={docket.id}
              docket={docket}
              detail={`Foreman: ${docket.foremanName ?? 'not chosen yet'}`}
              aside={`${hoursShown(docket.totalHours)} h`}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
