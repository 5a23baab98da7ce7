import type { CompanyReply } from '../../../../shared/auth/users-schemas';
import { quickAddDefaults } from '../default-times';
import { createIssues } from '../../../../shared/dockets/docket-rules';
import type { CreateDocketBody } from '../types';
import type { AssignedProject } from '../types';

export type EntryType = 'billable' | 'non-billable';

/** The quick-add sheet's values. `timesTouched`: the user changed a time, so defaults stop moving it. */
export type QuickAdd = {
  entryType: EntryType;
  projectId: number | null;
  rateItemId: number | null;
  description: string;
  startTime: string;
  endTime: string;
  breakMinutes: number;
  timesTouched: boolean;
  breakTouched: boolean;
};

/** The sheet opened with values copied from another day (Repeat yesterday), and that day. */
export type QuickAddPrefill = { values: QuickAdd; from: string };

type Company = Pick<CompanyReply, 'defaultStartTime' | 'defaultFinishTime'> | null;

export function initialQuickAdd(company: Company, projects: readonly AssignedProject[]): QuickAdd {
  const only = projects.length === 1 ? projects[0]! : null;
  return {
    entryType: 'billable',
    projectId: only?.id ?? null,
    rateItemId: null,
    description: '',
    ...quickAddDefaults('billable', only, company),
    timesTouched: false,
    breakTouched: false,
  };
}

/** Applies a change; untouched times follow the project's (then the company's) default times. */
export function changeQuickAdd(
  state: QuickAdd,
  patch: Partial<QuickAdd>,
  company: Company,
  projects: readonly AssignedProject[],
): QuickAdd {
  const next = { ...state, ...patch };
  if (patch.projectId !== undefined && patch.projectId !== state.projectId) next.rateItemId = null;
  const project = projects.find((p) => p.id === next.projectId) ?? null;
  const defaults = quickAddDefaults(next.entryType, next.entryType === 'billable' ? project : null, company);
  if (!next.timesTouched) Object.assign(next, { startTime: defaults.startTime, endTime: defaults.endTime });
  if (!next.breakTouched) next.breakMinutes = defaults.breakMinutes;
  return next;
}

/**
 * Spec 001 §5: Complete Entry needs a description (non-billable) or a project and billing item, and
 * times that hold work: the server's create rules (shared/dockets/docket-rules.ts) on the body it sends.
 */
export const canComplete = (state: QuickAdd): boolean =>
  createIssues(quickAddBody(state, '', 'approved')).length === 0;

/** A draft may wait for its billing item; it still needs a project or a description (the same rules). */
export const canSaveDraft = (state: QuickAdd): boolean =>
  createIssues(quickAddBody(state, '', 'draft')).length === 0;

/** The POST /api/timesheets body of the quick add. */
export function quickAddBody(state: QuickAdd, date: string, status: 'draft' | 'approved'): CreateDocketBody {
  const times = { startTime: state.startTime, endTime: state.endTime, breakMinutes: state.breakMinutes };
  if (state.entryType === 'non-billable') {
    return { date, entryType: 'non-billable', description: state.description.trim(), ...times, status };
  }
  return {
    date,
    entryType: 'billable',
    projectId: state.projectId,
    projectRateItemId: state.rateItemId,
    ...times,
    status,
  };
}
