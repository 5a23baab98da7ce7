import type { Db } from '../client';
import { docketEvents, docketLineItems, dockets } from '../schema';
import { workSpanOf } from '../work-span';

type NewDocket = Partial<typeof dockets.$inferInsert> & { companyId: number; workerId: number; date: string };
type NewLineItem = Partial<typeof docketLineItems.$inferInsert> & { name: string };
type NewEvent = Partial<typeof docketEvents.$inferInsert> & { eventType: string };

const itemType = (item: NewLineItem) => item.entryType ?? (item.quantity != null ? 'qty' : 'time');

/** A docket with its line items and timeline, written in one transaction like the real thing. */
export async function createDocket(
  db: Db,
  { lineItems = [], events = [], ...values }: NewDocket & { lineItems?: NewLineItem[]; events?: NewEvent[] },
) {
  return db.transaction(async (tx) => {
    const entryType = values.entryType ?? (values.projectId ? 'billable' : 'non-billable');
    const items = lineItems.map((item) => ({ entryType: itemType(item), ...item }));
    const [docket] = await tx
      .insert(dockets)
      .values({ entryType, workSpan: workSpanOf({ ...values, entryType }, items), ...values })
      .returning();
    const { id: docketId, companyId } = docket!;
    if (lineItems.length) {
      await tx.insert(docketLineItems).values(
        items.map((item, position) => ({
          position,
          ...item,
          companyId,
          docketId,
        })),
      );
    }
    const timeline: NewEvent[] = [
      { eventType: 'created', userId: values.workerId, createdAt: docket!.createdAt },
      ...events,
    ];
    await tx.insert(docketEvents).values(timeline.map((e) => ({ ...e, companyId, docketId })));
    return docket!;
  });
}
