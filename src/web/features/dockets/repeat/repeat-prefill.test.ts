import { describe, expect, it } from 'vitest';
import { quickAddBody } from '../day/quick-add-state';
import { quickAddPrefill } from './repeat-prefill';
import { docket, item } from './test-dockets';

describe('Repeat yesterday into the quick-add sheet', () => {
  it("fills the sheet with the docket's project, billing item, the item's times and break", () => {
    const source = docket({
      startTime: null,
      endTime: null,
      breakMinutes: 0,
      lineItems: [item({ projectRateItemId: 12, startTime: '06:00', endTime: '14:30', breakMinutes: 45 })],
    });
    const values = quickAddPrefill([source]);
    expect(values).toEqual({
      entryType: 'billable',
      projectId: 3,
      rateItemId: 12,
      description: '',
      startTime: '06:00',
      endTime: '14:30',
      breakMinutes: 45,
      timesTouched: true,
      breakTouched: true,
    });
    // Saved as a draft: no notes, signature or status of the source travel with it.
    expect(quickAddBody(values!, '2026-11-23', 'draft')).toEqual({
      date: '2026-11-23',
      entryType: 'billable',
      projectId: 3,
      projectRateItemId: 12,
      startTime: '06:00',
      endTime: '14:30',
      breakMinutes: 45,
      status: 'draft',
    });
  });

  it('keeps a non-billable activity with its times and break', () => {
    const source = docket({
      entryType: 'non-billable',
      projectId: null,
      description: 'Toolbox talk',
      startTime: '06:30',
      endTime: '07:30',
      breakMinutes: 0,
    });
    expect(quickAddBody(quickAddPrefill([source])!, '2026-11-23', 'draft')).toEqual({
      date: '2026-11-23',
      entryType: 'non-billable',
      description: 'Toolbox talk',
      startTime: '06:30',
      endTime: '07:30',
      breakMinutes: 0,
      status: 'draft',
    });
  });

  it('leaves to the confirmation what the sheet cannot hold as it was', () => {
    const time = item({});
    const cannot = {
      'two dockets': [docket({ lineItems: [time] }), docket({ lineItems: [time] })],
      'no dockets': [],
      'two work items': [docket({ lineItems: [time, item({ projectRateItemId: 13 })] })],
      'no work item': [docket({ lineItems: [] })],
      'a quantity': [
        docket({ lineItems: [item({ entryType: 'qty', quantity: '3', startTime: null, endTime: null })] }),
      ],
      'an item without times': [docket({ lineItems: [item({ startTime: null, endTime: null })] })],
      'a rate item since removed': [docket({ lineItems: [item({ projectRateItemId: null })] })],
      'a break past the slider': [docket({ lineItems: [item({ breakMinutes: 150 })] })],
      'Count on Timesheet off': [docket({ countOnTimesheet: false, lineItems: [time] })],
    };
    for (const [why, source] of Object.entries(cannot)) expect(quickAddPrefill(source), why).toBeNull();
    expect(quickAddPrefill([docket({ lineItems: [time] })])).not.toBeNull();
  });
});
