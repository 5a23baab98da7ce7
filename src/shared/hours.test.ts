import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Figures, hundredths } from './dockets/docket-math';
import { hoursOfMinutes, hoursShown } from './hours';

/** The three formatters the module replaced (issue 30), kept here as the reference. */
const payrollHoursText = (minutes: number) => {
  const h = Math.floor((minutes * 100 + 30) / 60);
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
};
const offlineHoursText = (minutes: number) => (minutes / 60).toFixed(2);
const screenHoursText = (hours: string) => new Figures(hundredths(hours) * 60n).hoursShort;

const minutes = fc.integer({ min: 0, max: 100_000 });
/** Hours text as the API sends it ("8.50"), now and then negative or with fewer places. */
const hoursText = fc
  .tuple(fc.boolean(), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 99 }), fc.nat(2))
  .map(([negative, whole, fraction, places]) => {
    const digits = String(fraction).padStart(2, '0').slice(0, places);
    return `${negative ? '-' : ''}${whole}${places ? `.${digits}` : ''}`;
  });

describe('hoursOfMinutes', () => {
  it('gives hours with 2 places, half-up', () => {
    expect(hoursOfMinutes(510)).toBe('8.50');
    expect(hoursOfMinutes(10)).toBe('0.17');
    expect(hoursOfMinutes(0)).toBe('0.00');
    expect(hoursOfMinutes(1)).toBe('0.02');
    expect(hoursOfMinutes(6000)).toBe('100.00');
  });

  it("equals payroll's former hoursText for every minute count from 0 to 100000", () => {
    for (let m = 0; m <= 100_000; m++) expect(hoursOfMinutes(m)).toBe(payrollHoursText(m));
  });

  it("equals the offline preview's former minutes / 60 to 2 places for whole minutes", () => {
    fc.assert(
      fc.property(minutes, (m) => {
        expect(hoursOfMinutes(m)).toBe(offlineHoursText(m));
      }),
      {
        numRuns: 2000,
      },
    );
  });
});

describe('hoursShown', () => {
  it('shows hours with one decimal, rounding half away from zero', () => {
    expect(hoursShown('8.50')).toBe('8.5');
    expect(hoursShown('7.75')).toBe('7.8');
    expect(hoursShown('7.74')).toBe('7.7');
    expect(hoursShown('0.00')).toBe('0.0');
    expect(hoursShown('12')).toBe('12.0');
    expect(hoursShown('-0.05')).toBe('-0.1');
  });

  it("equals the screens' former hoursText for any hours text", () => {
    fc.assert(
      fc.property(hoursText, (h) => {
        expect(hoursShown(h)).toBe(screenHoursText(h));
      }),
      { numRuns: 2000 },
    );
  });

  it('shows the minutes payroll sends as the screens showed them', () => {
    fc.assert(
      fc.property(minutes, (m) => {
        expect(hoursShown(hoursOfMinutes(m))).toBe(screenHoursText(payrollHoursText(m)));
      }),
    );
  });
});
