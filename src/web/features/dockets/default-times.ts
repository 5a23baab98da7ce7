import type { AssignedProject } from './types';

export type TimeDefaults = { startTime: string; endTime: string; breakMinutes: number };
type CompanyTimes = { defaultStartTime: string; defaultFinishTime: string } | null | undefined;
type ProjectTimes = Pick<AssignedProject, 'defaultStartTime' | 'defaultEndTime'> | null | undefined;

/** Break slider of the docket form and quick add (spec 001 §9). */
export const BREAK_SLIDER = { min: 0, max: 120, step: 15 } as const;

/** Spec 001 §4 defaults. */
export const SPEC_DEFAULTS = {
  quickAdd: { startTime: '08:00', endTime: '17:00', breakMinutes: 30 },
  formNonBillable: { startTime: '06:00', endTime: '16:00', breakMinutes: 0 },
  /** The first work item of a new docket. */
  workItem: { startTime: '06:30', endTime: '16:00', breakMinutes: 30 },
  /** A row added with 'Add Work Item'. */
  newRow: { startTime: '06:00', endTime: '16:00', breakMinutes: 30 },
  /** A loaded time row that has no times. */
  loadedRow: { startTime: '08:00', endTime: '17:00', breakMinutes: 0 },
} as const satisfies Record<string, TimeDefaults>;

/**
 * Quick add: 08:00–17:00 with a 30-minute break (none for non-billable work); the project's
 * default times override start and end, then the company's.
 */
export function quickAddDefaults(
  entryType: 'billable' | 'non-billable',
  project: ProjectTimes,
  company: CompanyTimes,
): TimeDefaults {
  const base = SPEC_DEFAULTS.quickAdd;
  return {
    startTime: project?.defaultStartTime || company?.defaultStartTime || base.startTime,
    endTime: project?.defaultEndTime || company?.defaultFinishTime || base.endTime,
    breakMinutes: entryType === 'non-billable' ? 0 : base.breakMinutes,
  };
}

/** Docket form rows: the spec's defaults, with the project's default start and end over them. */
export function rowDefaults(base: TimeDefaults, project: ProjectTimes): TimeDefaults {
  return {
    startTime: project?.defaultStartTime || base.startTime,
    endTime: project?.defaultEndTime || base.endTime,
    breakMinutes: base.breakMinutes,
  };
}
