import type { ReactNode } from 'react';
import { formatMoney } from '../../../../shared/dockets/docket-math';
import { Card } from '../../../components/ui/card';
import { StatusBadge, docketTotals, waitsOnPhone } from '../api';
import { CountSwitch } from './count-switch';
import { fullDate } from './format';
import { invoicedLine } from './invoiced-line';
import type { Docket, Viewer } from './types';
import { mayChange } from './viewer';
import { WorkItems } from './work-items';
import { fullName } from '../../../../shared/people';

const stripe =
  'h-1.5 bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_14px,var(--color-night)_14px_28px)]';

function Detail({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 grid content-start gap-0.5' : 'grid content-start gap-0.5'}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

/** The docket itself (spec 001 §2.4): header, details, work items and totals. */
export function DocketSheet({
  viewer,
  docket,
  companyName,
}: {
  viewer: Viewer;
  docket: Docket;
  companyName: string;
}) {
  const hours = docketTotals(docket).hoursShort;
  const sent = !waitsOnPhone(docket);
  const worker = fullName(docket.worker) || docket.worker.username;
  const invoiced = invoicedLine(docket);
  return (
    <Card className="overflow-hidden">
      <div aria-hidden="true" className={stripe} />
      <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-4 sm:px-6">
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate text-sm font-semibold text-ink-muted">{companyName}</p>
          <h2 className="text-2xl leading-tight font-extrabold tracking-tight">Daily Docket</h2>
          <p className="text-sm font-semibold text-ink-muted">{sent ? `#${docket.id}` : 'Not sent yet'}</p>
        </div>
        <StatusBadge docket={docket} className="mt-1 px-3 py-1 text-sm" />
      </div>
      <div className="grid gap-5 px-4 py-5 sm:px-6">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
          <Detail term="Date" wide>
            {fullDate(docket.date)}
          </Detail>
          <Detail term="Project" wide>
            {docket.projectName ?? 'Non-billable activity'}
          </Detail>
          {docket.jobNumber && <Detail term="Job number">{docket.jobNumber}</Detail>}
          <Detail term="Worker">{worker}</Detail>
          <Detail term="Total hours">{hours} h</Detail>
          {invoiced && (
            <Detail term="Invoice" wide>
              {invoiced}
            </Detail>
          )}
        </dl>
        {sent && mayChange(viewer, docket) && <CountSwitch viewer={viewer} docket={docket} />}
        {docket.entryType === 'non-billable' ? (
          <div className="grid gap-1 rounded-lg border border-line p-3">
            <p className="font-semibold break-words">{docket.description ?? 'Non-billable activity'}</p>
            <p className="text-sm text-ink-muted tabular-nums">
              {docket.startTime ?? '--:--'}–{docket.endTime ?? '--:--'}
              {docket.breakMinutes > 0 && ` · ${docket.breakMinutes} min break`}
            </p>
          </div>
        ) : (
          <section aria-labelledby="work-items-title" className="grid gap-2">
            <h3 id="work-items-title" className="font-bold">
              Work Items
            </h3>
            <WorkItems items={docket.lineItems} />
          </section>
        )}
        {docket.notes && (
          <div className="grid gap-1">
            <h3 className="font-bold">Notes</h3>
            <p className="text-sm break-words whitespace-pre-line text-ink">{docket.notes}</p>
          </div>
        )}
        <dl className="grid gap-2 rounded-lg bg-night p-4 text-ink-inverse">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="font-semibold">Total Hours Worked</dt>
            <dd className="text-2xl font-extrabold tabular-nums">{hours} h</dd>
          </div>
          {docket.totalValue !== undefined && (
            <div className="flex items-baseline justify-between gap-3 border-t border-white/15 pt-2">
              <dt className="font-semibold">Docket Value</dt>
              <dd className="text-xl font-bold text-brand tabular-nums">{formatMoney(docket.totalValue)}</dd>
            </div>
          )}
        </dl>
      </div>
    </Card>
  );
}
