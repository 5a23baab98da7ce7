import { hundredths } from '../hundredths';

export { hundredths };

/**
 * Hours and money of dockets (DECISIONS "Hours and money"), exact: hours are integers of 1/6000 h,
 * money integers of cents, summed exactly.
 *
 * - An item's span = end − start − break, floored at 0 (0 when end is not after start).
 * - Hours worked on a docket = the union of its time items' spans: items that overlap form one
 *   group, worth its covered time less the largest break in it (taken once). Quantity items never
 *   add hours, whatever their unit. A non-billable docket's hours are its own span.
 * - Billable quantity = a time item's span in hours (4 places, as an invoice line carries it),
 *   a quantity item's quantity.
 * - Per line, as Xero with `LineAmountTypes: Exclusive`: net = quantity × rate and tax = net ×
 *   taxRate / 100, each rounded half-up to cents. Totals are sums of rounded lines.
 */

export type TimeRange = { startTime: string | null; endTime: string | null; breakMinutes: number };
export type LineItemFigures = TimeRange & {
  entryType: 'qty' | 'time';
  quantity: string | null;
  unit: string;
  rate: string;
  taxRate: string;
};
export type DocketFigures = TimeRange & {
  entryType: 'billable' | 'non-billable';
  lineItems: readonly LineItemFigures[];
};
/** What a docket's times are read from. */
export type DocketTimes = TimeRange & {
  entryType: 'billable' | 'non-billable';
  lineItems: readonly (TimeRange & { entryType: 'qty' | 'time' })[];
};

const HOUR_UNITS = new Set(['hr', 'h', 'hour', 'hours', 'hrs']);
/** Hours are counted in 1/6000 h: a minute is 100 of them, 0.01 h is 60. */
const HOUR_DEN = 6000n;

export function minutesOf(clock: string | null): number | null {
  const m = clock ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Worked minutes of a range (an item's span): end − start − break, never below 0. */
export function workedMinutes({ startTime, endTime, breakMinutes }: TimeRange): number {
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  if (start === null || end === null || end <= start) return 0;
  return Math.max(0, end - start - Math.max(0, breakMinutes));
}

/**
 * Minutes worked over several ranges: overlapping ranges count once, each group of overlapping
 * ranges less its largest break. Ranges that are no work (a span of 0) are left out.
 */
export function unionMinutes(ranges: readonly TimeRange[]): number {
  const worked = ranges
    .filter((r) => workedMinutes(r) > 0)
    .map((r) => ({ start: minutesOf(r.startTime)!, end: minutesOf(r.endTime)!, rest: r.breakMinutes }))
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let group: { start: number; end: number; rest: number } | null = null;
  for (const r of worked) {
    if (group && r.start < group.end) {
      group.end = Math.max(group.end, r.end);
      group.rest = Math.max(group.rest, r.rest);
      continue;
    }
    if (group) total += Math.max(0, group.end - group.start - group.rest);
    group = { ...r };
  }
  return group ? total + Math.max(0, group.end - group.start - group.rest) : total;
}

/** "06:30" for 390. */
export const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * When a docket's work happened, in minutes of the day, for the overlap rule: a non-billable
 * docket's own range, a billable one's earliest start to latest end of its time items that hold
 * work; null when it has no times (quantities only).
 */
export function docketSpan(docket: DocketTimes): { start: number; end: number } | null {
  const ranges: TimeRange[] =
    docket.entryType === 'non-billable'
      ? [{ ...docket, breakMinutes: 0 }]
      : docket.lineItems.filter((item) => item.entryType === 'time');
  const worked = ranges.filter((r) => workedMinutes(r) > 0);
  if (!worked.length) return null;
  return {
    start: Math.min(...worked.map((r) => minutesOf(r.startTime)!)),
    end: Math.max(...worked.map((r) => minutesOf(r.endTime)!)),
  };
}

/** Whether a rate item's unit is hours: such rate items are recorded as a time range. */
export const isHourUnit = (unit: string) => HOUR_UNITS.has(unit.trim().toLowerCase());

/** Integer division rounding half away from zero. */
function roundDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (r * 2n >= d) return q + 1n;
  if (r * 2n <= -d) return q - 1n;
  return q;
}

/** A whole number of 10^-places units as a decimal string: fixed(1234n, 2) is "12.34". */
export function fixed(n: bigint, places: number): string {
  const neg = n < 0n;
  const abs = neg ? -n : n;
  const scale = 10n ** BigInt(places);
  const frac = String(abs % scale).padStart(places, '0');
  return `${neg ? '-' : ''}${abs / scale}.${frac}`;
}

/** Billable quantity in ten-thousandths: a time item's span in hours, or the item's quantity. */
function quantityUnits(item: LineItemFigures): bigint {
  if (item.entryType === 'time') return roundDiv(BigInt(workedMinutes(item)) * 10_000n, 60n);
  return hundredths(item.quantity) * 100n;
}

/** What an invoice line carries as its quantity: "8.5000", "6.5000", "0.3333". */
export const billableQuantity = (item: LineItemFigures): string => fixed(quantityUnits(item), 4);

/** Exact totals that can be added up, then shown. */
export class Figures {
  constructor(
    readonly hourUnits: bigint = 0n,
    readonly netCents: bigint = 0n,
    readonly taxCents: bigint = 0n,
  ) {}
  plus(other: Figures): Figures {
    return new Figures(
      this.hourUnits + other.hourUnits,
      this.netCents + other.netCents,
      this.taxCents + other.taxCents,
    );
  }
  times(count: number): Figures {
    const n = BigInt(count);
    return new Figures(this.hourUnits * n, this.netCents * n, this.taxCents * n);
  }
  /** Hours with 2 places, e.g. "8.50" (for storage and APIs). */
  get hours(): string {
    return fixed(roundDiv(this.hourUnits * 100n, HOUR_DEN), 2);
  }
  /** Hours with 1 place, e.g. "8.5" (for display). */
  get hoursShort(): string {
    return fixed(roundDiv(this.hourUnits * 10n, HOUR_DEN), 1);
  }
  /** Money before tax, AUD with 2 places. */
  get net(): string {
    return fixed(this.netCents, 2);
  }
  /** Tax, AUD with 2 places. */
  get tax(): string {
    return fixed(this.taxCents, 2);
  }
  /** Money including tax, AUD with 2 places, e.g. "1234.56". */
  get value(): string {
    return fixed(this.netCents + this.taxCents, 2);
  }
}

const hourUnitsOf = (minutes: number) => BigInt(minutes) * 100n;

/** One line: the hours of its span (time items only) and its net and tax, each rounded to cents. */
export function lineItemFigures(item: LineItemFigures): Figures {
  const net = roundDiv(quantityUnits(item) * hundredths(item.rate), 10_000n);
  const tax = roundDiv(net * hundredths(item.taxRate), 10_000n);
  const hours = item.entryType === 'time' ? hourUnitsOf(workedMinutes(item)) : 0n;
  return new Figures(hours, net, tax);
}

/** A quantity with at most 4 places ("0.3333", 8.5) as an integer of ten-thousandths. */
function tenThousandths(value: string | number): bigint {
  const m = /^(\d*)(?:\.(\d{0,4})\d*)?$/.exec(String(value).trim());
  if (!m || (m[1] === '' && !m[2])) return 0n;
  return BigInt(m[1] || '0') * 10_000n + BigInt((m[2] ?? '').padEnd(4, '0'));
}

/**
 * A line typed as quantity × unit price (a Xero invoice's line items: quantity to 4 places, price to
 * cents), net and tax each rounded half-up to cents as Xero does with `LineAmountTypes: Exclusive`.
 */
export function quantityLineFigures(
  quantity: string | number,
  unitPrice: string | number,
  taxRate: string | number,
): Figures {
  const net = roundDiv(tenThousandths(quantity) * hundredths(unitPrice), 10_000n);
  return new Figures(0n, net, roundDiv(net * hundredths(taxRate), 10_000n));
}

/** Hours worked on a docket, in minutes (see above): what payroll adds up per day. */
export function docketMinutes(docket: DocketTimes): number {
  if (docket.entryType === 'non-billable') return workedMinutes(docket);
  return unionMinutes(docket.lineItems.filter((item) => item.entryType === 'time'));
}

/** A docket: hours worked (see above) and the sum of its rounded lines. */
export function docketFigures(docket: DocketFigures): Figures {
  const hours = hourUnitsOf(docketMinutes(docket));
  if (docket.entryType === 'non-billable') return new Figures(hours);
  const money = sumFigures(docket.lineItems.map(lineItemFigures));
  return new Figures(hours, money.netCents, money.taxCents);
}

export const sumFigures = (all: Iterable<Figures>): Figures => {
  let total = new Figures();
  for (const f of all) total = total.plus(f);
  return total;
};

/** The exact sum of money strings ("12.30" + "0.05" = "12.35"): a selection's or a report's total. */
export function sumMoney(values: Iterable<string>): string {
  let cents = 0n;
  for (const v of values) cents += hundredths(v);
  return fixed(cents, 2);
}

/** "1234.5" → "$1,234.50" for display in AUD. */
export function formatMoney(value: string): string {
  const [whole = '0', frac = '00'] = value.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value.startsWith('-') ? '-' : ''}$${grouped}.${frac.padEnd(2, '0').slice(0, 2)}`;
}
