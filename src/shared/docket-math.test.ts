import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  docketFigures,
  formatMoney,
  hundredths,
  lineItemFigures,
  workedMinutes,
  type LineItemFigures,
} from './docket-math';

const time = (
  startTime: string,
  endTime: string,
  breakMinutes: number,
  rate = '0',
  taxRate = '0',
): LineItemFigures => ({
  entryType: 'time',
  startTime,
  endTime,
  breakMinutes,
  quantity: null,
  unit: 'hr',
  rate,
  taxRate,
});
const qty = (quantity: string, unit: string, rate = '0', taxRate = '0'): LineItemFigures => ({
  entryType: 'qty',
  startTime: null,
  endTime: null,
  breakMinutes: 0,
  quantity,
  unit,
  rate,
  taxRate,
});
const billable = (...lineItems: LineItemFigures[]) => ({
  entryType: 'billable' as const,
  startTime: null,
  endTime: null,
  breakMinutes: 0,
  lineItems,
});

describe('hours', () => {
  it('is end minus start minus break, floored at 0', () => {
    expect(workedMinutes({ startTime: '06:30', endTime: '15:30', breakMinutes: 30 })).toBe(510);
    expect(workedMinutes({ startTime: '08:00', endTime: '08:20', breakMinutes: 30 })).toBe(0);
    expect(workedMinutes({ startTime: '17:00', endTime: '08:00', breakMinutes: 0 })).toBe(0);
    expect(workedMinutes({ startTime: '08:00', endTime: '08:00', breakMinutes: 0 })).toBe(0);
    expect(workedMinutes({ startTime: null, endTime: '08:00', breakMinutes: 0 })).toBe(0);
  });

  it("adds a docket's time items and its hour-unit quantities, not other units", () => {
    const f = docketFigures(
      billable(time('06:30', '15:30', 30), qty('2.25', 'hr'), qty('3', 'HOURS'), qty('18.25', 'm²')),
    );
    expect(f.hours).toBe('13.75');
    expect(f.hoursShort).toBe('13.8');
  });

  it('takes a non-billable docket from its own span', () => {
    const f = docketFigures({
      entryType: 'non-billable',
      startTime: '07:00',
      endTime: '11:20',
      breakMinutes: 15,
      lineItems: [],
    });
    expect(f.hours).toBe('4.08');
    expect(f.value).toBe('0.00');
  });
});

describe('money', () => {
  it('is quantity × rate × (1 + tax/100), exactly, rounded half-up only at the end', () => {
    expect(lineItemFigures(qty('6.50', 'hr', '135.00', '10')).value).toBe('965.25');
    expect(lineItemFigures(time('06:30', '15:30', 30, '72.00', '10')).value).toBe('673.20');
    // 20 minutes at $10.00: 3.333… each; three of them make exactly $10.00, not $9.99.
    const third = time('08:00', '08:20', 0, '10.00');
    expect(docketFigures(billable(third, third, third)).value).toBe('10.00');
    expect(lineItemFigures(qty('0.01', 'ea', '0.50')).value).toBe('0.01'); // 0.005 rounds half-up
    expect(lineItemFigures(qty('1', 'ea', '0.04', '12.5')).value).toBe('0.05'); // 0.045 → 0.05
  });

  it('formats AUD with thousands separators', () => {
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney('-12.30')).toBe('-$12.30');
  });

  it('reads decimal strings exactly', () => {
    expect(hundredths('12.5')).toBe(1250n);
    expect(hundredths('0.07')).toBe(7n);
    expect(hundredths('-3')).toBe(-300n);
    expect(hundredths('abc')).toBe(0n);
  });
});

describe('properties', () => {
  const clock = fc
    .integer({ min: 0, max: 1439 })
    .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  const cents = fc.integer({ min: 0, max: 1_000_000 }).map((c) => (c / 100).toFixed(2));
  const item = fc.oneof(
    fc
      .record({
        a: clock,
        b: clock,
        br: fc.integer({ min: 0, max: 480 }),
        rate: cents,
        tax: fc.integer({ min: 0, max: 100 }),
      })
      .map((x) => time(x.a, x.b, x.br, x.rate, String(x.tax))),
    fc
      .record({
        q: cents,
        unit: fc.constantFrom('hr', 'm²', 'load', 'h'),
        rate: cents,
        tax: fc.integer({ min: 0, max: 100 }),
      })
      .map((x) => qty(x.q, x.unit, x.rate, String(x.tax))),
  );

  it('never gives negative hours, and no more than the span', () => {
    fc.assert(
      fc.property(clock, clock, fc.integer({ min: 0, max: 480 }), (a, b, br) => {
        const m = workedMinutes({ startTime: a, endTime: b, breakMinutes: br });
        return (
          m >= 0 &&
          m <=
            Math.max(
              0,
              Number(b.slice(0, 2)) * 60 +
                Number(b.slice(3)) -
                (Number(a.slice(0, 2)) * 60 + Number(a.slice(3))),
            )
        );
      }),
    );
  });

  it('gives the same total whatever the order of the items', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        const forward = docketFigures(billable(...items));
        const backward = docketFigures(billable(...[...items].reverse()));
        return forward.value === backward.value && forward.hours === backward.hours;
      }),
    );
  });

  it('makes a docket total the exact sum of its items before rounding', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        const total = docketFigures(billable(...items));
        const summed = items.reduce((n, i) => n + lineItemFigures(i).valueUnits, 0n);
        return total.valueUnits === summed;
      }),
    );
  });
});
