import { addDays, type IsoDate } from '../../../../shared/dates';
import { countsInTotals } from '../../../../shared/dockets/docket-counting';
import type { CreateDocketBody } from '../types';
import type { Docket } from '../types';

/** How far back Repeat yesterday looks for the last day the worker recorded (a long weekend, a holiday). */
export const REPEAT_LOOKBACK_DAYS = 14;

/** The dockets Repeat yesterday reads for `date`: the last two weeks up to it. */
export const repeatLookback = (date: IsoDate) => ({
  startDate: addDays(date, -REPEAT_LOOKBACK_DAYS),
  endDate: date,
});

/** The last day before `date` on which the worker recorded a docket (void ones do not count), or null. */
export function lastRecordedDay(dockets: readonly Docket[], date: IsoDate): IsoDate | null {
  let last: IsoDate | null = null;
  for (const docket of dockets)
    if (countsInTotals(docket) && docket.date < date && (last === null || docket.date > last))
      last = docket.date;
  return last;
}

type Times = Pick<Docket, 'startTime' | 'endTime'>;

/**
 * The times a docket covers: its own, or its work items' earliest start to latest end (a billable
 * docket's times are its items'); null when it has none (quantities only).
 */
export function docketSpan(docket: Pick<Docket, 'startTime' | 'endTime' | 'lineItems'>) {
  const spans = [docket as Times, ...docket.lineItems].filter((t) => t.startTime && t.endTime);
  if (spans.length === 0) return null;
  return {
    start: spans.map((t) => t.startTime!).sort()[0]!,
    end: spans
      .map((t) => t.endTime!)
      .sort()
      .at(-1)!,
  };
}

/** That day's dockets in the order they were worked (earliest start first; those without times last). */
export const docketsOf = (dockets: readonly Docket[], day: IsoDate): Docket[] =>
  dockets
    .filter((d) => d.date === day && countsInTotals(d))
    .map((docket) => ({ docket, start: docketSpan(docket)?.start ?? '24:00' }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.docket.id - b.docket.id))
    .map(({ docket }) => docket);

/**
 * A docket copied to another day as a draft: the project, the kind, the times and break, the work
 * items (rate item, quantity or times) — not the notes, signature, approval or status. A
 * non-billable docket keeps its activity description (it is what the docket is).
 */
export function repeatBody(docket: Docket, date: IsoDate): CreateDocketBody {
  const common = {
    date,
    status: 'draft' as const,
    startTime: docket.startTime,
    endTime: docket.endTime,
    breakMinutes: docket.breakMinutes,
    countOnTimesheet: docket.countOnTimesheet,
  };
  if (docket.entryType === 'non-billable')
    return { ...common, entryType: 'non-billable', description: docket.description };
  return {
    ...common,
    entryType: 'billable',
    projectId: docket.projectId,
    lineItems: docket.lineItems.map((item) => ({
      projectRateItemId: item.projectRateItemId,
      entryType: item.entryType,
      ...(item.entryType === 'qty'
        ? { quantity: item.quantity ?? '0' }
        : { startTime: item.startTime, endTime: item.endTime, breakMinutes: item.breakMinutes }),
    })),
  };
}

/** Whether a docket has times, so the overlap rule (on the server) keeps a copy from landing twice. */
const timed = (body: CreateDocketBody) =>
  Boolean(body.startTime && body.endTime) ||
  (body.lineItems ?? []).some((item) => item.startTime && item.endTime);

const sameWork = (body: CreateDocketBody, docket: Docket) =>
  countsInTotals(docket) &&
  docket.entryType === body.entryType &&
  (body.entryType === 'billable'
    ? docket.projectId === (body.projectId ?? null)
    : (docket.description ?? null) === (body.description ?? null));

/**
 * What Repeat creates on `date`: a copy of each docket of the source day. A copy without times is
 * left out when `date` already holds the same work (no overlap can refuse it, so it would double);
 * a timed copy is always sent, and the server refuses one that overlaps with its own message.
 */
export function repeatPlan(source: readonly Docket[], onDate: readonly Docket[], date: IsoDate) {
  const bodies = source.map((docket) => repeatBody(docket, date));
  const send = bodies.filter((body) => timed(body) || !onDate.some((docket) => sameWork(body, docket)));
  return { send, alreadyThere: bodies.length - send.length };
}
