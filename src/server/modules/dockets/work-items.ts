import { and, eq, inArray } from 'drizzle-orm';
import { hasWork, workItemIssues } from '../../../shared/dockets/docket-rules';
import type { LineItemInput } from '../../../shared/dockets/schemas';
import type { Tx } from '../../db/client';
import type { docketLineItems } from '../../db/schema';
import { projectRateItems } from '../../db/schema';
import { badRequest } from '../../errors';

type NewItem = typeof docketLineItems.$inferInsert;

type RateItem = typeof projectRateItems.$inferSelect;
type DocketKey = { id: number; companyId: number; projectId: number };

/**
 * The items of an edit that count, after the shared work item rules (docket-rules.ts; a create's
 * body was checked by its schema): refused with the first broken rule's message.
 */
export function itemsWithWork(inputs: LineItemInput[]): LineItemInput[] {
  const [issue] = workItemIssues(inputs);
  if (issue) throw badRequest(issue.message);
  return inputs.filter(hasWork);
}

/**
 * Rows for checked work items: each needs an active rate item of the docket's project (the one
 * place of that rule: `rateItems` are those found by id), and keeps a copy of its name, unit, rate
 * and tax as they are today.
 */
export function workItemRows(
  docket: DocketKey,
  kept: LineItemInput[],
  rateItems: RateItem[],
  firstPosition = 0,
): NewItem[] {
  const byId = new Map(rateItems.map((r) => [r.id, r]));
  return kept.map((item, i) => {
    const source = byId.get(item.projectRateItemId!);
    if (!source || source.projectId !== docket.projectId || !source.isActive)
      throw badRequest('That rate item is not on this project');
    const time = item.entryType === 'time';
    return {
      companyId: docket.companyId,
      docketId: docket.id,
      projectRateItemId: source.id,
      entryType: item.entryType,
      quantity: time ? null : item.quantity!,
      startTime: time ? item.startTime : null,
      endTime: time ? item.endTime : null,
      breakMinutes: time ? item.breakMinutes : 0,
      notes: item.notes ?? null,
      name: source.name,
      description: source.description,
      unit: source.unit,
      rate: source.rate,
      taxRate: source.taxRate,
      position: firstPosition + i,
    };
  });
}

/** Turns the work items of a form into rows, reading their rate items (see workItemRows). */
export async function prepareWorkItems(
  tx: Tx,
  docket: DocketKey,
  inputs: LineItemInput[],
  firstPosition = 0,
): Promise<NewItem[]> {
  const kept = itemsWithWork(inputs);
  const ids = [...new Set(kept.map((i) => i.projectRateItemId!))];
  const rateItems = await tx
    .select()
    .from(projectRateItems)
    .where(and(inArray(projectRateItems.id, ids), eq(projectRateItems.projectId, docket.projectId)));
  return workItemRows(docket, kept, rateItems, firstPosition);
}
