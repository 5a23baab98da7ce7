import { Figures } from '../../../shared/dockets/docket-math';
import type { FiguresReply } from '../../../shared/reports/schemas';

/**
 * Sums of docket-figures.ts's columns, exact: minutes worked and cents (ex GST, GST). The database
 * sends bigints as text; they are read as bigint and only turned into decimal strings at the end.
 */
export type Sums = { minutes: bigint; netCents: bigint; taxCents: bigint };

/** A row of a statement that summed docket-figures.ts's columns. */
export type SumsRow = { minutes: string | number; net_cents: string | number; tax_cents: string | number };

export const ZERO: Sums = { minutes: 0n, netCents: 0n, taxCents: 0n };

export const sumsOf = (row: SumsRow): Sums => ({
  minutes: BigInt(row.minutes),
  netCents: BigInt(row.net_cents),
  taxCents: BigInt(row.tax_cents),
});

export const plus = (a: Sums, b: Sums): Sums => ({
  minutes: a.minutes + b.minutes,
  netCents: a.netCents + b.netCents,
  taxCents: a.taxCents + b.taxCents,
});

export const total = (list: readonly Sums[]): Sums => list.reduce(plus, ZERO);

/** Hours (rounded once, from the summed minutes), net, GST and total as the reply carries them. */
export function figuresReply(s: Sums): FiguresReply {
  const f = new Figures(s.minutes * 100n, s.netCents, s.taxCents);
  return { hours: f.hours, net: f.net, gst: f.tax, total: f.value };
}

/** Hundredths (of an hour or a dollar) as a decimal string with 2 places, signed: -1250n → "-12.50". */
export const twoPlaces = (hundredths: bigint): string => new Figures(0n, hundredths).net;

/** Ten-thousandths as a decimal string with 4 places, as invoice lines carry a quantity: 85000n → "8.5000". */
export function fourPlaces(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  return `${sign}${abs / 10_000n}.${String(abs % 10_000n).padStart(4, '0')}`;
}
