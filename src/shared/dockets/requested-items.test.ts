import { describe, expect, it } from 'vitest';
import { requestedItems } from './requested-items';

describe('requestedItems: what a docket body asks for', () => {
  it("the form's list as it is", () => {
    const lineItems = [{ entryType: 'qty' as const, projectRateItemId: 4, quantity: '12.00' }];
    expect(requestedItems({ lineItems, projectRateItemId: 9, startTime: '07:00' })).toBe(lineItems);
  });

  it("the quick add's one rate item, timed by the docket's own start, end and break", () => {
    expect(
      requestedItems({ projectRateItemId: 9, startTime: '06:00', endTime: '14:30', breakMinutes: 45 }),
    ).toEqual([
      { entryType: 'time', projectRateItemId: 9, startTime: '06:00', endTime: '14:30', breakMinutes: 45 },
    ]);
  });

  it('nothing asked: no list and no rate item (a non-billable docket, or an edit that keeps the items)', () => {
    expect(requestedItems({ startTime: '06:00', endTime: '14:30' })).toBeNull();
    expect(requestedItems({ projectRateItemId: null, startTime: '06:00' })).toBeNull();
  });
});
