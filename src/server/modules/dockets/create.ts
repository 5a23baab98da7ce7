import { and, eq } from 'drizzle-orm';
import { workedMinutes } from '../../../shared/docket-math';
import { MSG, type CreateDocketInput } from '../../../shared/schemas/dockets';
import type { Actor } from '../../access/sessions';
import type { Db, Tx } from '../../db/client';
import { docketLineItems, dockets, users } from '../../db/schema';
import { badRequest, forbidden } from '../../errors';
import { findProject } from '../projects/access';
import { addEvent } from './events';
import { prepareWorkItems } from './work-items';

/** Whose docket: always the caller's own, except an admin recording for a worker of the company. */
async function workerFor(tx: Tx, actor: Actor, workerId: number | undefined) {
  if (workerId === undefined || workerId === actor.userId) return actor.userId;
  if (actor.role !== 'admin') throw forbidden('You can only record your own dockets');
  const [worker] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, workerId), eq(users.companyId, actor.companyId)));
  if (!worker) throw badRequest('Worker not found');
  return worker.id;
}

/** Non-billable activity: a description and a time range that ends after it starts. */
export function checkNonBillable(input: {
  description?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  breakMinutes: number;
}) {
  if (!input.description?.trim() || !input.startTime || !input.endTime) throw badRequest(MSG.nonBillable);
  if (workedMinutes({ startTime: input.startTime, endTime: input.endTime, breakMinutes: 0 }) === 0)
    throw badRequest(MSG.endAfterStart);
}

/**
 * Creates a docket and its work items in one transaction (DECISIONS). 'Complete Entry' asks for
 * approved; on a project that requires approval the docket is saved as a draft instead.
 */
export async function createDocket(db: Db, actor: Actor, input: CreateDocketInput) {
  const entryType = input.entryType ?? (input.projectId ? 'billable' : 'non-billable');
  const requested = input.status === 'approved' ? 'approved' : 'draft';
  return db.transaction(async (tx) => {
    const workerId = await workerFor(tx, actor, input.workerId);
    const common = {
      companyId: actor.companyId,
      workerId,
      date: input.date,
      notes: input.notes ?? null,
      countOnTimesheet: input.countOnTimesheet,
      entryType,
    };

    if (entryType === 'non-billable') {
      checkNonBillable(input);
      const [docket] = await tx
        .insert(dockets)
        .values({
          ...common,
          status: requested,
          startTime: input.startTime!,
          endTime: input.endTime!,
          breakMinutes: input.breakMinutes,
          description: input.description!.trim(),
        })
        .returning();
      await addEvent(tx, docket!, 'created', actor.userId, { status: requested });
      return docket!;
    }

    if (!input.projectId) throw badRequest(MSG.project);
    const project = await findProject(tx, actor, input.projectId);
    if (!project.isActive) throw badRequest('This project is completed: choose an active project');
    const fromQuickAdd = input.projectRateItemId
      ? [
          {
            entryType: 'time' as const,
            projectRateItemId: input.projectRateItemId,
            startTime: input.startTime,
            endTime: input.endTime,
            breakMinutes: input.breakMinutes,
          },
        ]
      : [];
    const items = input.lineItems ?? fromQuickAdd;
    if (!items.length && requested !== 'draft') throw badRequest(MSG.noWork);
    const status = requested === 'approved' && project.requireApproval ? 'draft' : requested;

    const [docket] = await tx
      .insert(dockets)
      .values({ ...common, projectId: project.id, status, description: input.description ?? null })
      .returning();
    if (items.length) {
      await tx
        .insert(docketLineItems)
        .values(
          await prepareWorkItems(
            tx,
            { id: docket!.id, companyId: actor.companyId, projectId: project.id },
            items,
          ),
        );
    }
    await addEvent(tx, docket!, 'created', actor.userId, { status });
    return docket!;
  });
}
