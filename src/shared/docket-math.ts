/**
 * Hours and money of dockets (DECISIONS "Hours and money"), exact: every amount is an integer
 * numerator over a fixed denominator, summed exactly, and rounded half-up only when shown or stored.
 *
 * - Hours of a time range = end − start − break, floored at 0 (0 when end is not after start).
 * - A docket's hours = its time items' hours + quantities of its qty items whose unit is hours;
 *   a non-billable docket's hours are its own span.
 * - Value = Σ quantity × rate × (1 + taxRate/100); time items count their hours as quantity.
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

const HOUR_UNITS = new Set(['hr', 'h', 'hour', 'hours', 'hrs']);
/** Hours are counted in 1/6000 h: a minute is 100 of them, 0.01 h is 60. */
const HOUR_DEN = 6000n;
/** Money is counted in 1/60,000,000 cent so minute-based and 2-place amounts add exactly. */
const MONEY_DEN = 60_000_000n;

export function minutesOf(clock: string | null): number | null {
  const m = clock ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Worked minutes of a range: end − start − break, never below 0. */
export function workedMinutes({ startTime, endTime, breakMinutes }: TimeRange): number {
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  if (start === null || end === null || end <= start) return 0;
  return Math.max(0, end - start - Math.max(0, breakMinutes));
}

/** A decimal string with at most 2 places ("12.5", "-0.25") as an integer of hundredths. */
export function hundredths(value: string | number | null | undefined): bigint {
  const s = String(value ?? '0').trim();
  const m = /^(-)?(\d*)(?:\.(\d{0,2})\d*)?$/.exec(s);
  if (!m || (m[2] === '' && !m[3])) return 0n;
  const whole = BigInt(m[2] || '0') * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -whole : whole;
}

const isHourUnit = (unit: string) => HOUR_UNITS.has(unit.trim().toLowerCase());

function itemHourUnits(item: LineItemFigures): bigint {
  if (item.entryType === 'time') return BigInt(workedMinutes(item)) * 100n;
  return isHourUnit(item.unit) ? hundredths(item.quantity) * 60n : 0n;
}

function itemValueUnits(item: LineItemFigures): bigint {
  const rate = hundredths(item.rate);
  const tax = 10_000n + hundredths(item.taxRate);
  if (item.entryType === 'time') return BigInt(workedMinutes(item)) * rate * tax * 100n;
  return hundredths(item.quantity) * rate * tax * 60n;
}

/** Integer division rounding half away from zero. */
function roundDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (r * 2n >= d) return q + 1n;
  if (r * 2n <= -d) return q - 1n;
  return q;
}

function fixed(n: bigint, places: 1 | 2): string {
  const neg = n < 0n;
  const abs = neg ? -n : n;
  const scale = places === 2 ? 100n : 10n;
  const frac = String(abs % scale).padStart(places, '0');
  return `${neg ? '-' : ''}${abs / scale}.${frac}`;
}

/** Exact totals that can be added up, then shown. */
export class Figures {
  constructor(
    readonly hourUnits: bigint = 0n,
    readonly valueUnits: bigint = 0n,
  ) {}
  plus(other: Figures): Figures {
    return new Figures(this.hourUnits + other.hourUnits, this.valueUnits + other.valueUnits);
  }
  times(count: number): Figures {
    return new Figures(this.hourUnits * BigInt(count), this.valueUnits * BigInt(count));
  }
  /** Hours with 2 places, e.g. "8.50" (for storage and APIs). */
  get hours(): string {
    return fixed(roundDiv(this.hourUnits * 100n, HOUR_DEN), 2);
  }
  /** Hours with 1 place, e.g. "8.5" (for display). */
  get hoursShort(): string {
    return fixed(roundDiv(this.hourUnits * 10n, HOUR_DEN), 1);
  }
  /** Money in AUD with 2 places, e.g. "1234.56". */
  get value(): string {
    return fixed(roundDiv(this.valueUnits, MONEY_DEN), 2);
  }
}

export const lineItemFigures = (item: LineItemFigures) =>
  new Figures(itemHourUnits(item), itemValueUnits(item));

export function docketFigures(docket: DocketFigures): Figures {
  if (docket.entryType === 'non-billable') return new Figures(BigInt(workedMinutes(docket)) * 100n, 0n);
  return docket.lineItems.reduce((sum, item) => sum.plus(lineItemFigures(item)), new Figures());
}

export const sumFigures = (all: Iterable<Figures>): Figures => {
  let total = new Figures();
  for (const f of all) total = total.plus(f);
  return total;
};

/** "1234.5" → "$1,234.50" for display in AUD. */
export function formatMoney(value: string): string {
  const [whole = '0', frac = '00'] = value.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value.startsWith('-') ? '-' : ''}$${grouped}.${frac.padEnd(2, '0').slice(0, 2)}`;
}
