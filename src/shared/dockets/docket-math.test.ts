import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billableQuantity,
  clockOf,
  docketFigures,
  docketSpan,
  formatMoney,
  hundredths,
  lineItemFigures,
  quantityLineFigures,
  sumMoney,
  unionMinutes,
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
const range = (startTime: string, endTime: string, breakMinutes: number) => ({
  startTime,
  endTime,
  breakMinutes,
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

  it('counts the demo docket "Labourer 06:30–15:30 + Excavator 6.50 hr" as 8.5 h, not 15.0', () => {
    const f = docketFigures(billable(time('06:30', '15:30', 30), qty('6.50', 'hr', '135.00')));
    expect(f.hours).toBe('8.50');
    expect(f.hoursShort).toBe('8.5');
  });

  it('never adds hours for quantity items, whatever their unit', () => {
    const f = docketFigures(billable(qty('2.25', 'hr'), qty('3', 'HOURS'), qty('18.25', 'm²')));
    expect(f.hours).toBe('0.00');
  });

  it('counts overlapping time items once, less the largest break of their group', () => {
    // Operator and machine over the same hours, breaks 30 and 45: 9 h − 45 min.
    expect(unionMinutes([range('06:30', '15:30', 30), range('06:30', '15:30', 45)])).toBe(495);
    // 07:00–12:00 and 11:00–16:00 cover 9 h; the larger break (60) once.
    expect(unionMinutes([range('07:00', '12:00', 30), range('11:00', '16:00', 60)])).toBe(480);
    // Apart (touching is not overlapping): each its own span.
    expect(unionMinutes([range('07:00', '12:00', 30), range('12:00', '16:00', 15)])).toBe(270 + 225);
    // A range with no work in it counts for nothing.
    expect(unionMinutes([range('07:00', '08:00', 0), range('07:30', '07:40', 30)])).toBe(60);
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
  it('rounds net and tax half-up to cents per line, and totals the rounded lines', () => {
    expect(lineItemFigures(qty('6.50', 'hr', '135.00', '10')).value).toBe('965.25');
    expect(lineItemFigures(time('06:30', '15:30', 30, '72.00', '10')).value).toBe('673.20');
    // 20 minutes at $10.00 is a line of 0.3333 h, $3.33: three of them are $9.99, as on the invoice.
    const third = time('08:00', '08:20', 0, '10.00');
    expect(billableQuantity(third)).toBe('0.3333');
    expect(docketFigures(billable(third, third, third)).value).toBe('9.99');
    expect(lineItemFigures(qty('0.01', 'ea', '0.50')).value).toBe('0.01'); // 0.005 rounds half-up
    // net $0.04, tax 12.5% of it is 0.005 → $0.01: $0.05 in all.
    const taxed = lineItemFigures(qty('1', 'ea', '0.04', '12.5'));
    expect([taxed.net, taxed.tax, taxed.value]).toEqual(['0.04', '0.01', '0.05']);
    // net 3 × $0.15 = $0.45, tax 10% = 0.045 → $0.05 per line; two lines $1.00, not $0.99.
    const line = qty('3', 'ea', '0.15', '10');
    expect(docketFigures(billable(line, line)).value).toBe('1.00');
  });

  it('bills time items by their span and quantity items by their quantity', () => {
    expect(billableQuantity(time('06:30', '15:30', 30))).toBe('8.5000');
    expect(billableQuantity(qty('6.50', 'hr'))).toBe('6.5000');
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

describe('quantityLineFigures (a Xero invoice line, Exclusive)', () => {
  it('rounds net and tax half-up to cents from a 4-place quantity', () => {
    const f = quantityLineFigures(0.3333, '65.50', '10.00');
    expect([f.net, f.tax, f.value]).toEqual(['21.83', '2.18', '24.01']);
    expect(quantityLineFigures('1', 0, '10').value).toBe('0.00');
    expect(quantityLineFigures(2.5, 0.01, 10).net).toBe('0.03');
  });

  it('agrees with a time item billed at the same quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 99_999 }),
        (minutes, cents) => {
          const rate = (cents / 100).toFixed(2);
          const item = time('00:00', clockOf(minutes), 0, rate, '10');
          const line = quantityLineFigures(billableQuantity(item), rate, '10');
          expect(line.value).toBe(lineItemFigures(item).value);
        },
      ),
    );
  });
});

describe('sumMoney', () => {
  it('adds money exactly, where floating point would not', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['1234.56', '0.05', '-0.01'])).toBe('1234.60');
    expect(sumMoney([])).toBe('0.00');
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

  it('makes a docket total the sum of its rounded lines, each within half a cent of exact', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        const lines = items.map(lineItemFigures);
        const total = docketFigures(billable(...items));
        const sum = (key: 'netCents' | 'taxCents') => lines.reduce((n, f) => n + f[key], 0n);
        const exact = (i: LineItemFigures) =>
          (hundredths(billableQuantity(i).slice(0, -2)) * 100n + BigInt(billableQuantity(i).slice(-2))) *
          hundredths(i.rate);
        return (
          total.netCents === sum('netCents') &&
          total.taxCents === sum('taxCents') &&
          items.every((i, n) => {
            const diff = lines[n]!.netCents * 10_000n - exact(i);
            return diff <= 5_000n && diff > -5_000n;
          })
        );
      }),
    );
  });

  const timed = fc
    .record({
      a: fc.integer({ min: 0, max: 1438 }),
      len: fc.integer({ min: 1, max: 600 }),
      br: fc.integer({ min: 0, max: 120 }),
    })
    .map(({ a, len, br }) => {
      const b = Math.min(1439, a + len);
      const hhmm = (m: number) =>
        `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      return time(hhmm(a), hhmm(b), br);
    });
  const hoursOf = (items: LineItemFigures[]) => docketFigures(billable(...items)).hourUnits;

  it('counts an item repeated, or a quantity item added, as no extra hours', () => {
    fc.assert(
      fc.property(fc.array(timed, { minLength: 1, maxLength: 6 }), item, fc.nat(), (items, extra, k) => {
        const again = items[k % items.length]!;
        const withQty = extra.entryType === 'qty' ? [...items, extra] : items;
        return hoursOf([...items, again]) === hoursOf(items) && hoursOf(withQty) === hoursOf(items);
      }),
    );
  });

  it('adds the spans of items that do not overlap, and never exceeds the time covered', () => {
    fc.assert(
      fc.property(fc.array(timed, { maxLength: 6 }), (items) => {
        const minutes = (t: string | null) => Number(t!.slice(0, 2)) * 60 + Number(t!.slice(3));
        const spans = items.map((i) => BigInt(workedMinutes(i)) * 100n);
        const covered = new Set(
          items
            .filter((i) => workedMinutes(i) > 0)
            .flatMap((i) =>
              Array.from(
                { length: minutes(i.endTime) - minutes(i.startTime) },
                (_, k) => minutes(i.startTime) + k,
              ),
            ),
        ).size;
        const sorted = [...items]
          .filter((i) => workedMinutes(i) > 0)
          .sort((a, b) => minutes(a.startTime) - minutes(b.startTime));
        const apart = sorted.every(
          (i, n) => n === 0 || minutes(sorted[n - 1]!.endTime) <= minutes(i.startTime),
        );
        const hours = hoursOf(items);
        return (
          hours >= 0n &&
          hours <= BigInt(covered) * 100n &&
          (!apart || hours === spans.reduce((a, b) => a + b, 0n))
        );
      }),
    );
  });

  it("gives a docket's time as one range holding every time item with work, none without", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(timed, item), { maxLength: 6 }), (items) => {
        const span = docketSpan(billable(...items));
        const worked = items.filter((i) => i.entryType === 'time' && workedMinutes(i) > 0);
        const minutes = (t: string | null) => Number(t!.slice(0, 2)) * 60 + Number(t!.slice(3));
        if (!worked.length) return span === null;
        return (
          span !== null &&
          worked.every((i) => span.start <= minutes(i.startTime) && minutes(i.endTime) <= span.end) &&
          worked.some((i) => minutes(i.startTime) === span.start) &&
          worked.some((i) => minutes(i.endTime) === span.end)
        );
      }),
    );
  });
});
