import { describe, expect, it } from 'vitest';
import { docketReplyFigures, newDocketFields, storedQuantity } from './docket-reply';

describe("a new docket's own fields", () => {
  const quickAdd = {
    projectId: 3,
    projectRateItemId: 8,
    startTime: '07:00',
    endTime: '15:00',
    breakMinutes: 30,
  };

  it('saves Complete Entry of work on a project that requires approval as a draft, other work approved', () => {
    expect(newDocketFields({ ...quickAdd, status: 'approved' }, true).status).toBe('draft');
    expect(newDocketFields({ ...quickAdd, status: 'approved' }, false).status).toBe('approved');
    expect(newDocketFields({ ...quickAdd, status: 'pending_approval' }, false).status).toBe('draft');
    const activity = { ...quickAdd, entryType: 'non-billable' as const, description: ' Induction ' };
    expect(newDocketFields({ ...activity, status: 'approved' }, true)).toMatchObject({
      status: 'approved',
      projectId: null,
      description: 'Induction',
      startTime: '07:00',
      breakMinutes: 30,
    });
  });

  it('keeps billable times on the work items, not on the docket', () => {
    expect(newDocketFields(quickAdd, false)).toMatchObject({
      entryType: 'billable',
      projectId: 3,
      startTime: null,
      endTime: null,
      breakMinutes: 0,
      countOnTimesheet: true,
    });
  });
});

describe("a docket reply's figures", () => {
  it('adds overlapping time once and names the first item; money only when asked', () => {
    const item = {
      entryType: 'time' as const,
      quantity: null,
      unit: 'hr',
      rate: '70',
      taxRate: '10',
      name: 'Labourer',
    };
    const docket = {
      entryType: 'billable' as const,
      startTime: null,
      endTime: null,
      breakMinutes: 0,
      lineItems: [
        { ...item, startTime: '07:00', endTime: '15:00', breakMinutes: 30 },
        { ...item, name: 'Pump', startTime: '14:00', endTime: '16:00', breakMinutes: 0 },
      ],
    };
    expect(docketReplyFigures(docket, false)).toEqual({ rateItemName: 'Labourer', totalHours: '8.50' });
    expect(docketReplyFigures(docket, true).totalValue).toBe('731.50');
  });

  it('stores a quantity to two places', () => {
    expect([storedQuantity('2.5'), storedQuantity(3), storedQuantity(null), storedQuantity('x')]).toEqual([
      '2.50',
      '3.00',
      null,
      'x',
    ]);
  });
});
