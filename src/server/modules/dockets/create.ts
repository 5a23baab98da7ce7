import { workedMinutes } from '../../../shared/dockets/docket-math';
import { can } from '../../../shared/roles';
import { requestedItems } from '../../../shared/dockets/requested-items';
import { MSG, type CreateDocketInput, type DocketReply } from '../../../shared/dockets/schemas';
import type { Actor } from '../../access/sessions';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { badRequest, forbidden, notFound } from '../../errors';
import { seesAllProjects } from '../projects/access';
import { createContextStatement, insertDocketStatement, itemParameters } from './create-statements';
import { refuseOverlaps, workSpanOf } from './overlaps';
import { docketReply, seesMoney } from './views';
import { itemsWithWork, workItemRows } from './work-items';

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

/** The work items asked for: the form's list, or the quick-add sheet's one time item (shared rule). */
const itemsOf = (input: CreateDocketInput) => requestedItems(input) ?? [];

/**
 * Everything a new docket is checked against, in one read: the worker (always the caller, except an
 * admin recording for a worker of the company), the project if the actor may see it, its
 * rate items among those asked for, and the new docket's id.
 */
async function readContext(
  db: Db | Tx,
  actor: Actor,
  input: CreateDocketInput,
  projectId: number | null,
  rateItemIds: number[],
) {
  const own = input.workerId === undefined || input.workerId === actor.userId;
  if (!own && !can(actor.role, 'dockets.recordForOthers'))
    throw forbidden('You can only record your own dockets');
  // One statement per kind of project visibility (visibleProjects tells only these two apart).
  const kind = seesAllProjects(actor) ? 'all' : 'assigned';
  const rows = await prepared(db, `create_context_${kind}`, (db, name) =>
    createContextStatement(db, name, actor.role),
  ).execute({
    companyId: actor.companyId,
    viewerId: actor.userId,
    workerId: own ? actor.userId : input.workerId,
    projectId: projectId ?? 0,
    rateItemIds,
  });
  if (!rows.length) throw badRequest('Worker not found');
  const { docketId, worker, project } = rows[0]!;
  const rateItems = rows.flatMap((r) => (r.rateItem ? [r.rateItem] : []));
  return { docketId, worker, project, rateItems };
}

/**
 * Creates a docket with its work items and its 'created' event in one statement (atomic without a
 * transaction), after one read that checks it, and returns its reply built from the rows written.
 * 'Complete Entry' asks for approved; on a project that requires approval the docket is saved as a
 * draft instead. Two round trips in all: docket creation is the busiest write.
 */
export async function createDocket(
  db: Db | Tx,
  actor: Actor,
  input: CreateDocketInput,
): Promise<DocketReply> {
  const entryType = input.entryType ?? (input.projectId ? 'billable' : 'non-billable');
  const requested: 'draft' | 'approved' = input.status === 'approved' ? 'approved' : 'draft';
  const billable = entryType === 'billable';
  const items = billable ? itemsOf(input) : [];
  const kept = items.length ? itemsWithWork(items) : [];
  if (!billable) checkNonBillable(input);
  else if (!input.projectId) throw badRequest(MSG.project);
  else if (!items.length && requested !== 'draft') throw badRequest(MSG.noWork);

  // Non-billable activity belongs to no project, whatever the form sent along.
  const projectId = billable ? input.projectId! : null;
  const { docketId, worker, project, rateItems } = await readContext(db, actor, input, projectId, [
    ...new Set(kept.map((i) => i.projectRateItemId!)),
  ]);
  if (billable && !project) throw notFound('Project');
  if (project && !project.isActive) throw badRequest('This project is completed: choose an active project');
  const status = requested === 'approved' && project?.requireApproval ? 'draft' : requested;
  const itemRows = project
    ? workItemRows({ id: docketId, companyId: actor.companyId, projectId: project.id }, kept, rateItems)
    : [];

  const times = {
    startTime: project ? null : input.startTime!,
    endTime: project ? null : input.endTime!,
    breakMinutes: project ? 0 : input.breakMinutes,
  };
  const slot = {
    id: docketId,
    companyId: actor.companyId,
    workerId: worker.id,
    date: input.date,
    workSpan: workSpanOf({ entryType, ...times }, itemRows),
  };
  const write = prepared(db, 'create_docket', insertDocketStatement);
  const written = await refuseOverlaps(
    db,
    () =>
      write.execute({
        ...slot,
        projectId: project?.id ?? null,
        status,
        entryType,
        ...times,
        description: project ? (input.description ?? null) : input.description!.trim(),
        notes: input.notes ?? null,
        countOnTimesheet: input.countOnTimesheet,
        userId: actor.userId,
        details: JSON.stringify({ status }),
        ...itemParameters(itemRows),
      }),
    () => slot,
  );
  const context = {
    projectName: project?.name ?? null,
    jobNumber: project?.jobNumber ?? null,
    requireApproval: project?.requireApproval ?? null,
    firstName: worker.firstName,
    lastName: worker.lastName,
    username: worker.username,
  };
  const lineItems = written.flatMap((r) => (r.i ? [r.i] : []));
  return docketReply(written[0]!.d, context, lineItems, seesMoney(actor));
}
