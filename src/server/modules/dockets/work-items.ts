import { and, eq, inArray } from 'drizzle-orm';
import { workedMinutes } from '../../../shared/docket-math';
import { MSG, type LineItemInput } from '../../../shared/schemas/dockets';
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

/**
 * Turns the work items of a form into rows: each needs a rate item of the docket's project, empty
 * ones are dropped, and each keeps a copy of the item's name, unit, rate and tax as they are today.
 */
export async function prepareWorkItems(
  tx: Tx,
  docket: { id: number; companyId: number; projectId: number },
  inputs: LineItemInput[],
  firstPosition = 0,
): Promise<NewItem[]> {
  if (inputs.some((i) => i.projectRateItemId == null)) throw badRequest(MSG.rateItem);
  const kept = inputs.filter(hasWork);
  if (!kept.length) throw badRequest(MSG.noWork);
  for (const item of kept) {
    if (item.entryType === 'time' && (!item.startTime || !item.endTime))
      throw badRequest(item.startTime ? MSG.end : MSG.start);
  }
  const ids = [...new Set(kept.map((i) => i.projectRateItemId!))];
  const rateItems = await tx
    .select()
    .from(projectRateItems)
    .where(
      and(
        inArray(projectRateItems.id, ids),
        eq(projectRateItems.projectId, docket.projectId),
        eq(projectRateItems.isActive, true),
      ),
    );
  const byId = new Map(rateItems.map((r) => [r.id, r]));
  return kept.map((item, i) => {
    const source = byId.get(item.projectRateItemId!);
    if (!source) throw badRequest('That rate item is not on this project');
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
