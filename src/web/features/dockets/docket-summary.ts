import {
  docketFigures,
  Figures,
  lineItemFigures,
  minutesOf,
  sumFigures,
  type DocketFigures,
  type LineItemFigures,
} from '../../../shared/dockets/docket-math';
import { countsInTotals } from './docket-status';
import type { Docket, DocketLineItem } from './types';

/** Spec 001 §2.1: the day view truncates descriptions to 50 characters. */
export const DESCRIPTION_LIMIT = 50;

/** A work item in the shape the shared docket math reads; workers get no rates, which hours never need. */
const itemInput = (item: DocketLineItem): LineItemFigures => ({
  entryType: item.entryType,
  quantity: item.quantity,
  unit: item.unit,
  startTime: item.startTime,
  endTime: item.endTime,
  breakMinutes: item.breakMinutes,
  rate: item.rate ?? '0',
  taxRate: item.taxRate ?? '0',
});

export const figuresInput = (
  docket: Pick<Docket, 'entryType' | 'startTime' | 'endTime' | 'breakMinutes' | 'lineItems'>,
): DocketFigures => ({
  entryType: docket.entryType,
  startTime: docket.startTime,
  endTime: docket.endTime,
  breakMinutes: docket.breakMinutes,
  lineItems: docket.lineItems.map(itemInput),
});

/** One work item's hours and value, from the shared docket math. */
export const itemTotals = (item: DocketLineItem): Figures => lineItemFigures(itemInput(item));

/** "06:30–15:30, 30 min break" or "3.00 load": how a work item was recorded. */
export function itemMeasure(item: DocketLineItem): string {
  if (item.entryType === 'qty') return `${item.quantity ?? '0.00'} ${item.unit}`;
  const range = `${item.startTime ?? '--:--'}–${item.endTime ?? '--:--'}`;
  return item.breakMinutes > 0 ? `${range}, ${breakText(item.breakMinutes)}` : range;
}

/** One docket's hours and value, from the shared docket math. */
export const docketTotals = (docket: Docket): Figures => docketFigures(figuresInput(docket));

/** The total of several dockets, leaving out void ones. */
export const totalOf = (dockets: readonly Docket[]): Figures =>
  sumFigures(dockets.filter(countsInTotals).map(docketTotals));

/** Hours of a time range with its break (end − start − break, never below 0), from the shared math. */
export const rangeFigures = (startTime: string, endTime: string, breakMinutes: number): Figures =>
  docketFigures({ entryType: 'non-billable', startTime, endTime, breakMinutes, lineItems: [] });

/** True when the range ends after it starts (spec 001 §5). */
export const endsAfterStart = (startTime: string, endTime: string): boolean =>
  rangeFigures(startTime, endTime, 0).hourUnits > 0n;

export const truncate = (text: string, limit = DESCRIPTION_LIMIT): string =>
  text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;

/** What the work was: project and rate item, or the activity description of non-billable work. */
export function docketTitle(docket: Docket): { title: string; detail: string | null } {
  if (docket.entryType === 'non-billable') {
    return { title: truncate(docket.description ?? 'Non-billable activity'), detail: 'Non-billable' };
  }
  const names = [...new Set(docket.lineItems.map((item) => item.name))];
  const detail = names.length > 1 ? `${names[0]} + ${names.length - 1} more` : (names[0] ?? null);
  return { title: docket.projectName ?? 'Project', detail };
}

/** The docket's time range and break: its own for non-billable, else the span of its timed items. */
export function docketSpan(docket: Docket): { start: string; end: string; breakMinutes: number } | null {
  if (docket.entryType === 'non-billable') {
    if (!docket.startTime || !docket.endTime) return null;
    return { start: docket.startTime, end: docket.endTime, breakMinutes: docket.breakMinutes };
  }
  const timed = docket.lineItems.filter((i) => i.entryType === 'time' && i.startTime && i.endTime);
  if (!timed.length) return null;
  const byMinutes = (a: string | null, b: string | null) => (minutesOf(a) ?? 0) - (minutesOf(b) ?? 0);
  const starts = timed.map((i) => i.startTime!).sort(byMinutes);
  const ends = timed.map((i) => i.endTime!).sort(byMinutes);
  const breakMinutes = timed.reduce((sum, i) => sum + i.breakMinutes, 0);
  return { start: starts[0]!, end: ends[ends.length - 1]!, breakMinutes };
}

/** Earliest start, for sorting a day's entries; dockets without times go last. */
export const startKey = (docket: Docket): number => minutesOf(docketSpan(docket)?.start ?? null) ?? 24 * 60;

export const byStartTime = (a: Docket, b: Docket): number => startKey(a) - startKey(b) || a.id - b.id;

/** "30 min break", "1 h 15 min break", "No break". */
export function breakText(minutes: number): string {
  if (minutes <= 0) return 'No break';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${[h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ')} break`;
}

export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;

export { Figures };
