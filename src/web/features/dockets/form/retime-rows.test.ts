import { describe, expect, it } from 'vitest';
import { SPEC_DEFAULTS } from '../default-times';
import { workItem } from './form-values';
import { retimeRows } from './retime-rows';

const townhouses = { defaultStartTime: '07:00', defaultEndTime: '15:30' };
const depot = { defaultStartTime: null, defaultEndTime: null };

describe('retimeRows', () => {
  it("moves rows on default times to the project's times and clears rate items", () => {
    const rows = [{ ...workItem(SPEC_DEFAULTS.workItem), projectRateItemId: 4 }];
    expect(retimeRows(rows, null, townhouses)[0]).toMatchObject({
      startTime: '07:00',
      endTime: '15:30',
      breakMinutes: 30,
      projectRateItemId: null,
    });
  });

  it('moves back to the spec defaults for a project without times', () => {
    const rows = retimeRows([workItem(SPEC_DEFAULTS.newRow)], null, townhouses);
    expect(retimeRows(rows, townhouses, depot)[0]).toMatchObject({ startTime: '06:30', endTime: '16:00' });
  });

  it('keeps times the worker changed', () => {
    const rows = [{ ...workItem(SPEC_DEFAULTS.workItem), startTime: '05:45' }];
    expect(retimeRows(rows, null, townhouses)[0]).toMatchObject({ startTime: '05:45', endTime: '16:00' });
  });
});
