import { describe, expect, it } from 'vitest';
import { quickAddDefaults, rowDefaults, SPEC_DEFAULTS } from './default-times';

const company = { defaultStartTime: '07:30', defaultFinishTime: '16:30' };
const project = { defaultStartTime: '07:00', defaultEndTime: '15:30' };
const bare = { defaultStartTime: null, defaultEndTime: null };

describe('quickAddDefaults', () => {
  it('starts from 08:00–17:00 with a 30-minute break', () => {
    expect(quickAddDefaults('billable', null, null)).toEqual({
      startTime: '08:00',
      endTime: '17:00',
      breakMinutes: 30,
    });
  });

  it('has no break for non-billable work', () => {
    expect(quickAddDefaults('non-billable', null, null).breakMinutes).toBe(0);
  });

  it("takes the project's times first, then the company's", () => {
    expect(quickAddDefaults('billable', project, company)).toMatchObject({
      startTime: '07:00',
      endTime: '15:30',
    });
    expect(quickAddDefaults('billable', bare, company)).toMatchObject({
      startTime: '07:30',
      endTime: '16:30',
    });
  });
});

describe('rowDefaults', () => {
  it("keeps the spec's times unless the project has its own", () => {
    expect(rowDefaults(SPEC_DEFAULTS.workItem, bare)).toEqual(SPEC_DEFAULTS.workItem);
    expect(rowDefaults(SPEC_DEFAULTS.newRow, project)).toEqual({
      startTime: '07:00',
      endTime: '15:30',
      breakMinutes: 30,
    });
  });
});
