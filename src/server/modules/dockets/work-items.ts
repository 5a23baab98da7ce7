import { and, eq, inArray } from 'drizzle-orm';
import { workedMinutes } from '../../../shared/dockets/docket-math';
import { MSG, type LineItemInput } from '../../../shared/dockets/schemas';
import type { Tx } from '../../db/client';
import type { docketLineItems } from '../../db/schema';
import { projectRateItems } from '../../db/schema';
import { badRequest } from '../../errors';

type NewItem = typeof docketLineItems.$inferInsert;

/** An item counts only with a positive quantity or a positive time range (spec 001 §5). */
export function hasWork(item: LineItemInput): boolean {
  if (item.entryType === 'qty') return Number(item.quantity ?? 0) > 0;
  return (
    workedMinutes({
      startTime: item.startTime ?? null,
      endTime: item.endTime ?? null,
      breakMinutes: item.breakMinutes,
    }) > 0
  );
}

type RateItem = typeof projectRateItems.$inferSelect;
type DocketKey = { id: number; companyId: number; projectId: number };

/** The items of a form that count (spec 001 §5), each checked: a rate item, and for time a start and an end. */
export function itemsWithWork(inputs: LineItemInput[]): LineItemInput[] {
  if (inputs.some((i) => i.projectRateItemId == null)) throw badRequest(MSG.rateItem);
  const kept = inputs.filter(hasWork);
  if (!kept.length) throw badRequest(MSG.noWork);
  for (const item of kept) {
    if (item.entryType === 'time' && (!item.startTime || !item.endTime))
      throw badRequest(item.startTime ? MSG.end : MSG.start);
  }
  return kept;
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
