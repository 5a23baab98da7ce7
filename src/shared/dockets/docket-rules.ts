import { workedMinutes } from './docket-math';
import { requestedItems } from './requested-items';

/**
 * The rules a docket's content is checked against (spec 001 §5), in one place: the create body's
 * schema runs them (schemas.ts, so the route refuses what breaks them), the docket form's resolver
 * runs the same schema, and the server runs them on what an edit leaves (update.ts, work-items.ts).
 * Only what needs the database stays on the server: the worker, the project (visible, active) and
 * its rate items (on the project, active), and the overlap rule.
 */
export const MSG = {
  date: 'Date is required',
  project: 'Project is required',
  rateItem: 'Rate item is required',
  noWork: 'Please add at least one work item with quantity or time range.',
  nonBillable: 'Please provide activity description, start time, and end time.',
  endAfterStart: 'End time must be after start time.',
  start: 'Start time is required',
  end: 'End time is required',
} as const;

/** A broken rule: the message and the body field it is about ([] for the whole body). */
export type RuleIssue = { path: (string | number)[]; message: string };

type Clock = string | null | undefined;
type Range = { startTime?: Clock; endTime?: Clock; breakMinutes?: unknown };
/** A work item as a body or the form holds it (read loosely: the form checks before parsing). */
export type ItemContent = Range & {
  entryType: 'qty' | 'time';
  projectRateItemId?: unknown;
  quantity?: unknown;
};
/** A docket's content as a create body holds it. */
export type DocketContent = Range & {
  status?: string | null;
  entryType?: 'billable' | 'non-billable' | null;
  projectId?: unknown;
  projectRateItemId?: unknown;
  description?: string | null;
  lineItems?: readonly ItemContent[] | null;
};

const minutesOf = (r: Range, breakMinutes = Number(r.breakMinutes ?? 0)) =>
  workedMinutes({ startTime: r.startTime ?? null, endTime: r.endTime ?? null, breakMinutes });

/** An item counts only with a positive quantity or a positive time range (spec 001 §5). */
export const hasWork = (item: ItemContent): boolean =>
  item.entryType === 'qty' ? Number(item.quantity ?? 0) > 0 : minutesOf(item) > 0;

/** The kind of work a body records: its own, else billable when it names a project. */
export const entryTypeOf = (body: DocketContent): 'billable' | 'non-billable' =>
  body.entryType ?? (body.projectId ? 'billable' : 'non-billable');

/** Non-billable activity: a description and a time range that ends after it starts. */
export function nonBillableIssues(body: Omit<DocketContent, 'lineItems'>): RuleIssue[] {
  if (!body.description?.trim() || !body.startTime || !body.endTime)
    return [{ path: ['description'], message: MSG.nonBillable }];
  return minutesOf(body, 0) > 0 ? [] : [{ path: ['endTime'], message: MSG.endAfterStart }];
}

type PathOf = (index: number, field: 'projectRateItemId' | 'startTime' | 'endTime') => RuleIssue['path'];
const listed: PathOf = (index, field) => ['lineItems', index, field];

/**
 * Work items: each has a rate item; a time item a start and an end after it; and one at least has
 * work. Items without work (a quantity of 0, a break as long as the range) are not saved.
 */
export function workItemIssues(items: readonly ItemContent[], pathOf: PathOf = listed): RuleIssue[] {
  const issues: RuleIssue[] = [];
  items.forEach((item, i) => {
    if (item.projectRateItemId == null)
      issues.push({ path: pathOf(i, 'projectRateItemId'), message: MSG.rateItem });
    if (item.entryType !== 'time') return;
    if (!item.startTime) issues.push({ path: pathOf(i, 'startTime'), message: MSG.start });
    else if (!item.endTime) issues.push({ path: pathOf(i, 'endTime'), message: MSG.end });
    else if (minutesOf(item, 0) === 0)
      issues.push({ path: pathOf(i, 'endTime'), message: MSG.endAfterStart });
  });
  if (!items.some(hasWork))
    issues.push({ path: pathOf === listed ? ['lineItems'] : [], message: MSG.noWork });
  return issues;
}

/**
 * A new docket (POST /api/timesheets): non-billable activity as above; billable work names a
 * project and asks for work items (the form's list, or the quick add's one rate item timed by the
 * docket's times). Only a draft may wait for its work items (the quick add without a billing item).
 */
export function createIssues(body: DocketContent): RuleIssue[] {
  if (entryTypeOf(body) === 'non-billable') return nonBillableIssues(body);
  const issues: RuleIssue[] = body.projectId ? [] : [{ path: ['projectId'], message: MSG.project }];
  const items = requestedItems(body) ?? [];
  if (items.length) return [...issues, ...workItemIssues(items, body.lineItems ? listed : (_i, f) => [f])];
  if (body.status === 'approved') issues.push({ path: ['lineItems'], message: MSG.noWork });
  return issues;
}
