import {
  docketFigures,
  isHourUnit,
  lineItemFigures,
  type Figures,
} from '../../../../shared/dockets/docket-math';
import type { RateItem } from '../types';
import type { DocketFormValues, WorkItemValues } from './form-values';

type RateLookup = ReadonlyMap<number, Pick<RateItem, 'unit' | 'rate' | 'taxRate'>>;

export const rateLookup = (items: readonly RateItem[] | undefined): RateLookup =>
  new Map((items ?? []).map((item) => [item.id, item]));

/** The shared math's view of one form row: unit and rate come from the chosen rate item. */
function itemInput(item: WorkItemValues, rates: RateLookup) {
  const source = item.projectRateItemId === null ? undefined : rates.get(item.projectRateItemId);
  const time = item.entryType === 'time';
  return {
    entryType: item.entryType,
    quantity: time ? null : item.quantity.trim() || '0',
    unit: source?.unit ?? '',
    rate: source?.rate ?? '0',
    taxRate: source?.taxRate ?? '0',
    startTime: time ? item.startTime : null,
    endTime: time ? item.endTime : null,
    breakMinutes: time ? item.breakMinutes : 0,
  };
}

/** One row's hours and value, live as the worker types (spec 001 §2.3). */
export const rowFigures = (item: WorkItemValues, rates: RateLookup): Figures =>
  lineItemFigures(itemInput(item, rates));

/** The whole docket's hours and value, from the shared docket math. */
export function formFigures(values: DocketFormValues, rates: RateLookup): Figures {
  return docketFigures({
    entryType: values.entryType,
    startTime: values.startTime,
    endTime: values.endTime,
    breakMinutes: values.breakMinutes,
    lineItems: values.lineItems.map((item) => itemInput(item, rates)),
  });
}

/** Whether a rate item's unit is hours ("hr", "hours" …): such items are recorded as a time range. */
export const countsAsHours = (unit: string): boolean => isHourUnit(unit);
