import { docketSpan } from '../../shared/dockets/docket-math';

/**
 * The dockets.work_span column: when the docket's work happened, as a PostgreSQL range of minutes
 * of the day ('[390,840)'), for the overlap rule (modules/dockets/overlaps.ts).
 */

type Times = { startTime?: string | null; endTime?: string | null; breakMinutes?: number };
const times = (t: Times) => ({
  startTime: t.startTime ?? null,
  endTime: t.endTime ?? null,
  breakMinutes: t.breakMinutes ?? 0,
});

/** The work_span column's value for a docket: '[390,840)', or null without times. */
export function workSpanOf(
  docket: Times & { entryType: 'billable' | 'non-billable' },
  items: readonly (Times & { entryType?: 'qty' | 'time' })[],
): string | null {
  const span = docketSpan({
    ...times(docket),
    entryType: docket.entryType,
    lineItems: items.map((item) => ({ ...times(item), entryType: item.entryType ?? 'time' })),
  });
  return span ? `[${span.start},${span.end})` : null;
}
