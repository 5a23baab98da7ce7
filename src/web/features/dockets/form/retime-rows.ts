import { rowDefaults, SPEC_DEFAULTS } from '../default-times';
import type { AssignedProject } from '../types';
import type { WorkItemValues } from './form-values';

type ProjectTimes = Pick<AssignedProject, 'defaultStartTime' | 'defaultEndTime'> | null;

/**
 * On a change of project: rate items belong to a project, so choices are cleared; rows still on
 * the old default times move to the new project's defaults, rows the worker changed keep theirs.
 */
export function retimeRows(
  rows: readonly WorkItemValues[],
  before: ProjectTimes,
  after: ProjectTimes,
): WorkItemValues[] {
  return rows.map((row) => {
    const base = [SPEC_DEFAULTS.workItem, SPEC_DEFAULTS.newRow].find((b) => {
      const old = rowDefaults(b, before);
      return old.startTime === row.startTime && old.endTime === row.endTime;
    });
    const times = base ? rowDefaults(base, after) : row;
    return { ...row, projectRateItemId: null, startTime: times.startTime, endTime: times.endTime };
  });
}
