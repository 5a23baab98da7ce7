import { and, eq } from 'drizzle-orm';
import type { ServerEventType } from '../../../shared/dockets/docket-events';
import type { DocketStatus, UpdateDocketInput } from '../../../shared/dockets/schemas';
import { MSG, SIGNATURE_MSG } from '../../../shared/dockets/schemas';
import { fullName } from '../../../shared/people';
import type { Actor } from '../../access/sessions';
import type { Db, Tx } from '../../db/client';
import { docketLineItems, dockets, projectForemen, projects, users } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../errors';
import { findProject } from '../projects/access';
import { needsForeman } from '../../../shared/dockets/docket-policy';
import { assertMay, findDocket } from './access';
import { checkNonBillable } from './create';
import { addEvent } from './events';
import { refuseOverlaps, workSpanOf, type Slot } from './overlaps';
import { prepareWorkItems } from './work-items';

type DocketRow = typeof dockets.$inferSelect;

/** What an edit of an approved docket clears: it goes back to draft (spec 001 §4). */
export const UNAPPROVED = {
  status: 'draft' as const,
  signature: null,
  signedAt: null,
  approvedByName: null,
  approvedByUserId: null,
  approvalMethod: null,
  approvalDeviceOwner: null,
  contentHash: null,
};

const CONTENT_KEYS = [
  'date',
  'notes',
  'description',
  'projectId',
  'startTime',
  'endTime',
  'breakMinutes',
  'lineItems',
] as const;

async function requiresApproval(tx: Tx, docket: DocketRow) {
  if (docket.entryType === 'non-billable' || !docket.projectId) return false;
  const [project] = await tx
    .select({ requireApproval: projects.requireApproval })
    .from(projects)
    .where(eq(projects.id, docket.projectId));
  return project!.requireApproval;
}

async function approveWithoutSignature(tx: Tx, actor: Actor, docket: DocketRow) {
  const subject = { ...docket, requireApproval: await requiresApproval(tx, docket) };
  if (!needsForeman(subject)) {
    assertMay(actor, 'approveUnsigned', subject);
    return { status: 'approved' as const, approvalMethod: 'complete' };
  }
  assertMay(actor, 'approveUnsigned', subject, {
    role: () => forbidden('This project requires a foreman to approve its dockets'),
    status: () => conflict('Only a draft or pending docket can be approved'),
  });
  const [me] = await tx.select().from(users).where(eq(users.id, actor.userId));
  return {
    status: 'approved' as const,
    approvalMethod: 'foreman_account',
    approvedByName: fullName(me!),
    approvedByUserId: actor.userId,
    signedAt: new Date(),
  };
}

async function foremanOf(tx: Tx, docket: DocketRow, foremanId: number | null | undefined) {
  if (!foremanId) throw badRequest('Please select a foreman first');
  const [foreman] = await tx
    .select()
    .from(projectForemen)
    .where(and(eq(projectForemen.id, foremanId), eq(projectForemen.projectId, docket.projectId ?? -1)));
  if (!foreman) throw badRequest('That foreman is not on this project');
  return foreman;
}

async function statusChange(tx: Tx, actor: Actor, docket: DocketRow, input: UpdateDocketInput) {
  const to = input.status!;
  if (to === docket.status && to !== 'pending_approval') return {};
  if (to === 'approved') return approveWithoutSignature(tx, actor, docket);
  if (to === 'reverted') {
    const notPending = () => conflict('Only a pending docket can be sent back');
    assertMay(actor, 'sendBack', docket, { role: notPending, status: notPending });
    return { status: 'reverted' as const };
  }
  if (to === 'pending_approval') {
    const onlyDrafts = () => conflict('Only a draft docket can be sent for approval');
    assertMay(actor, 'sendForApproval', docket, { nonBillable: onlyDrafts, status: onlyDrafts });
    const f = await foremanOf(tx, docket, input.foremanId ?? docket.foremanId);
    return { status: to, foremanId: f.id, foremanName: f.foremanName, foremanEmail: f.foremanEmail };
  }
  if (to === 'void') {
    assertMay(actor, 'void', docket, { status: () => conflict('A draft is deleted, not voided') });
    return { status: to };
  }
  assertMay(actor, 'edit', docket);
  return { ...UNAPPROVED };
}

/** The timeline event a change of status writes, for every status. */
const EVENT_OF: Record<DocketStatus, ServerEventType> = {
  approved: 'approved',
  pending_approval: 'pending_approval',
  void: 'voided',
  reverted: 'reverted',
  draft: 'reverted_to_draft',
};

/**
 * PUT /api/timesheets/:id: content, a status change, or only countOnTimesheet — each checked
 * against who may do it; every change adds a timeline event, in the same transaction.
 */
export async function updateDocket(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateDocketInput,
  /** Runs in the transaction when the change approved the docket (the automatic invoices' job). */
  onApproved?: (tx: Tx, docket: DocketRow) => Promise<unknown>,
) {
  let slot: Slot | null = null;
  return refuseOverlaps(
    db,
    () => writeUpdate(db, actor, id, input, (s) => (slot = s), onApproved),
    () => slot,
  );
}

async function writeUpdate(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateDocketInput,
  goingTo: (slot: Slot) => void,
  onApproved?: (tx: Tx, docket: DocketRow) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    const docket = await findDocket(tx, actor, id);
    const contentChanged = CONTENT_KEYS.some((k) => input[k] !== undefined);
    let changes: Partial<typeof dockets.$inferInsert> = {};

    if (input.countOnTimesheet !== undefined) {
      assertMay(actor, 'toggleCount', docket);
      changes.countOnTimesheet = input.countOnTimesheet;
    }
    if (contentChanged) {
      assertMay(actor, 'edit', docket);
      changes = { ...changes, ...(await contentChanges(tx, actor, docket, input)) };
      if (docket.status === 'approved') changes = { ...changes, ...UNAPPROVED };
    }
    if (
      input.status !== undefined &&
      !(contentChanged && docket.status === 'approved' && input.status === 'draft')
    ) {
      changes = { ...changes, ...(await statusChange(tx, actor, docket, input)) };
    }
    refuseKeptSignature(input, { ...docket, ...changes });
    if (!Object.keys(changes).length) return docket;
    goingTo({ ...docket, ...changes } as Slot);

    const [row] = await tx
      .update(dockets)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(dockets.id, id))
      .returning();
    if (contentChanged || input.countOnTimesheet !== undefined) {
      await addEvent(
        tx,
        docket,
        'edited',
        actor.userId,
        contentChanged ? {} : { countOnTimesheet: input.countOnTimesheet },
      );
    }
    if (row!.status !== docket.status) {
      const details =
        row!.status === 'approved'
          ? {
              approverName: row!.approvedByName,
              approverRole: actor.role,
              approvalMethod: row!.approvalMethod,
            }
          : row!.status === 'pending_approval'
            ? { foremanName: row!.foremanName }
            : {};
      await addEvent(tx, docket, EVENT_OF[row!.status], actor.userId, details);
      if (row!.status === 'approved') await onApproved?.(tx, row!);
    }
    // The docket as found through the actor's scope: the route shows its view, read afresh.
    return docket;
  });
}

/** A signature or signedAt sent as null must hold: the docket ends the change without one. */
function refuseKeptSignature(input: UpdateDocketInput, after: Pick<DocketRow, 'signature' | 'signedAt'>) {
  const kept = (['signature', 'signedAt'] as const).find((k) => input[k] === null && after[k] !== null);
  if (kept) throw badRequest(SIGNATURE_MSG.kept, { field: kept });
}

async function contentChanges(tx: Tx, actor: Actor, docket: DocketRow, input: UpdateDocketInput) {
  const next = {
    date: input.date ?? docket.date,
    notes: input.notes !== undefined ? input.notes : docket.notes,
    description: input.description !== undefined ? input.description : docket.description,
    startTime: input.startTime !== undefined ? input.startTime : docket.startTime,
    endTime: input.endTime !== undefined ? input.endTime : docket.endTime,
    breakMinutes: input.breakMinutes ?? docket.breakMinutes,
  };
  if (docket.entryType === 'non-billable') {
    checkNonBillable(next);
    return { ...next, workSpan: workSpanOf({ entryType: 'non-billable', ...next }, []) };
  }
  const projectId = input.projectId ?? docket.projectId;
  if (!projectId) throw badRequest(MSG.project);
  if (projectId !== docket.projectId) {
    const project = await findProject(tx, actor, projectId);
    if (!project.isActive) throw badRequest('This project is completed: choose an active project');
    if (!input.lineItems) throw badRequest('Choose the work items again for the new project');
  }
  if (input.lineItems) {
    const rows = await prepareWorkItems(
      tx,
      { id: docket.id, companyId: docket.companyId, projectId },
      input.lineItems,
    );
    await tx.delete(docketLineItems).where(eq(docketLineItems.docketId, docket.id));
    await tx.insert(docketLineItems).values(rows);
    return { ...next, projectId, workSpan: workSpanOf(docket, rows) };
  }
  return { ...next, projectId };
}
