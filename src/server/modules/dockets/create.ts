import { can } from '../../../shared/roles';
import { newDocketFields } from '../../../shared/dockets/docket-reply';
import { entryTypeOf, hasWork, nonBillableIssues } from '../../../shared/dockets/docket-rules';
import { requestedItems } from '../../../shared/dockets/requested-items';
import type { CreateDocketInput, DocketReply } from '../../../shared/dockets/schemas';
import type { Actor } from '../../access/sessions';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { badRequest, forbidden, notFound } from '../../errors';
import { seesAllProjects } from '../projects/access';
import { createContextStatement, insertDocketStatement, itemParameters } from './create-statements';
import { refuseOverlaps, workSpanOf } from './overlaps';
import { docketReply, seesMoney } from './views';
import { workItemRows } from './work-items';

/** Non-billable activity after an edit: the shared rule (docket-rules.ts), refused with its first message. */
export function checkNonBillable(input: Parameters<typeof nonBillableIssues>[0]) {
  const [issue] = nonBillableIssues(input);
  if (issue) throw badRequest(issue.message);
}

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
 * The body has passed the create rules (createDocketBody runs shared/dockets/docket-rules.ts); what
 * is checked here needs the database: the worker, the project and its rate items, overlaps.
 * 'Complete Entry' asks for approved; on a project that requires approval the docket is saved as a
 * draft instead (newDocketFields). Two round trips in all: docket creation is the busiest write.
 */
export async function createDocket(
  db: Db | Tx,
  actor: Actor,
  input: CreateDocketInput,
): Promise<DocketReply> {
  const billable = entryTypeOf(input) === 'billable';
  // The work items asked for (the form's list, or the quick add's one time item) that hold work.
  const kept = billable ? (requestedItems(input) ?? []).filter(hasWork) : [];

  // Non-billable activity belongs to no project, whatever the form sent along.
  const projectId = billable ? input.projectId! : null;
  const { docketId, worker, project, rateItems } = await readContext(db, actor, input, projectId, [
    ...new Set(kept.map((i) => i.projectRateItemId!)),
  ]);
  if (billable && !project) throw notFound('Project');
  if (project && !project.isActive) throw badRequest('This project is completed: choose an active project');
  // Its own fields (status, times, texts) by the rule the phone's preview of it follows too.
  const fields = newDocketFields(input, project?.requireApproval);
  const itemRows = project
    ? workItemRows({ id: docketId, companyId: actor.companyId, projectId: project.id }, kept, rateItems)
    : [];

  const { entryType, status, startTime, endTime, breakMinutes } = fields;
  const slot = {
    id: docketId,
    companyId: actor.companyId,
    workerId: worker.id,
    date: input.date,
    workSpan: workSpanOf({ entryType, startTime, endTime, breakMinutes }, itemRows),
  };
  const write = prepared(db, 'create_docket', insertDocketStatement);
  const written = await refuseOverlaps(
    db,
    () =>
      write.execute({
        ...slot,
        ...fields,
        projectId: project?.id ?? null,
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
