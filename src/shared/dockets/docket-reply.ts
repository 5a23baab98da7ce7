import { docketFigures, lineItemFigures, type LineItemFigures, type TimeRange } from './docket-math';
import { entryTypeOf, type DocketContent } from './docket-rules';
import { storedQuantityOf } from './quantity';

/**
 * What a docket reply derives rather than reads (spec 001 §9 'Docket'), in one place: the server's
 * replies (modules/dockets/views.ts, create.ts) and the phone's copy of a change still waiting to be
 * sent (web dockets/offline-docket.ts) both build them here, so the phone shows what the server will
 * answer.
 */

/** A work item's quantity as the server stores it ("2.5" → "2.50"); as sent when it is not one. */
export function storedQuantity(value: unknown): string | null {
  const stored = storedQuantityOf(value);
  if (stored !== null || value === null || value === undefined) return stored;
  return String(value);
}

/** A work item's hours, and its value for a role that sees money. */
export function itemReplyFigures(item: LineItemFigures, money: boolean): { hours: string; value?: string } {
  const figures = lineItemFigures(item);
  return money ? { hours: figures.hours, value: figures.value } : { hours: figures.hours };
}

/**
 * A docket's total hours (hours worked, DECISIONS 'Hours and money'), its total value for a role that
 * sees money, and its rate item's name (its first work item's).
 */
export function docketReplyFigures(
  docket: TimeRange & {
    entryType: 'billable' | 'non-billable';
    lineItems: readonly (LineItemFigures & { name: string })[];
  },
  money: boolean,
): { rateItemName: string | null; totalHours: string; totalValue?: string } {
  const figures = docketFigures(docket);
  return {
    rateItemName: docket.lineItems[0]?.name ?? null,
    totalHours: figures.hours,
    ...(money ? { totalValue: figures.value } : {}),
  };
}

type NewDocketBody = DocketContent & {
  notes?: string | null;
  countOnTimesheet?: boolean;
};

/**
 * A new docket's own fields from its create body (POST /api/timesheets): billable work keeps its
 * times on its work items, non-billable activity belongs to no project; 'Complete Entry' (approved)
 * of work on a project that requires approval is saved as a draft, and any other status asked is a
 * draft.
 */
export function newDocketFields(body: NewDocketBody, requireApproval: boolean | null | undefined) {
  const entryType = entryTypeOf(body);
  const billable = entryType === 'billable';
  const signed = billable && !!requireApproval;
  const status: 'draft' | 'approved' = body.status === 'approved' && !signed ? 'approved' : 'draft';
  return {
    entryType,
    status,
    projectId: billable && body.projectId != null ? Number(body.projectId) : null,
    startTime: billable ? null : body.startTime || null,
    endTime: billable ? null : body.endTime || null,
    breakMinutes: billable ? 0 : Number(body.breakMinutes ?? 0),
    description: body.description?.trim() ?? null,
    notes: body.notes?.trim() ?? null,
    countOnTimesheet: body.countOnTimesheet ?? true,
  };
}
