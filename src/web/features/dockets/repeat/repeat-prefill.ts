import type { QuickAdd } from '../day/quick-add-state';
import { BREAK_SLIDER } from '../default-times';
import { endsAfterStart } from '../docket-summary';
import type { Docket } from '../types';

/** A docket's work as the sheet holds it: its activity, or its project and one timed billing item. */
function work(docket: Docket): Omit<QuickAdd, 'timesTouched' | 'breakTouched'> | null {
  if (docket.entryType === 'non-billable') {
    const { description, startTime, endTime, breakMinutes } = docket;
    if (!description || !startTime || !endTime) return null;
    return {
      entryType: 'non-billable',
      projectId: null,
      rateItemId: null,
      description,
      startTime,
      endTime,
      breakMinutes,
    };
  }
  const [item, ...more] = docket.lineItems;
  if (!item || more.length || item.entryType !== 'time' || item.projectRateItemId === null) return null;
  const { startTime, endTime, breakMinutes } = item;
  if (!startTime || !endTime) return null;
  return {
    entryType: 'billable',
    projectId: docket.projectId,
    rateItemId: item.projectRateItemId,
    description: '',
    startTime,
    endTime,
    breakMinutes,
  };
}

/**
 * Repeat yesterday when that day had one docket (issue 17): the quick-add sheet's values for it —
 * project, billing item, times and break, or a non-billable activity with its times; never notes,
 * signature or status. The times count as chosen, so picking another project keeps them. Null when
 * the sheet cannot hold the docket as it was (several or no work items, a quantity, a break past
 * the slider, Count on Timesheet off): Repeat then copies it as it is, after a confirmation.
 */
export function quickAddPrefill(source: readonly Docket[]): QuickAdd | null {
  const copied = source.length === 1 && source[0]!.countOnTimesheet ? work(source[0]!) : null;
  if (!copied || copied.breakMinutes > BREAK_SLIDER.max || !endsAfterStart(copied.startTime, copied.endTime))
    return null;
  return { ...copied, timesTouched: true, breakTouched: true };
}
