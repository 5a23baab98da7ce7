import { can as roleMay, type Role } from '../roles';
import type { DocketStatus } from './schemas';

/**
 * The docket rules in one place (spec 001 §4, §6; DECISIONS 'Statuses', 'Office and existing
 * dockets'): which status a docket may move to, and who may do what to a docket they can see. The
 * server enforces it (its own words for each refusal), the screens read it. Pure: no I/O.
 */

/**
 * Status moves (001 §4). Delete is not a move (a draft is removed); approved → draft is an edit of
 * an approved docket. An invoiced docket (a flag on approved, see INVOICING) makes no move at all.
 */
export const TRANSITIONS: Record<DocketStatus, readonly DocketStatus[]> = {
  draft: ['pending_approval', 'approved'],
  pending_approval: ['draft', 'approved', 'reverted', 'void'],
  approved: ['draft', 'void'],
  reverted: ['draft', 'pending_approval', 'approved', 'void'],
  void: [],
};

/** Invoicing (002 §4): an approved docket becomes invoiced, and an invoiced one may go back. */
export const INVOICING = { from: 'approved', to: 'invoiced', back: 'approved' } as const;

export const DOCKET_ACTIONS = [
  'view',
  'edit',
  'delete',
  'void',
  'approve',
  'approveUnsigned',
  'sendBack',
  'toggleCount',
  'assignForeman',
  'unlinkForeman',
  'sendForApproval',
  'invoice',
] as const;
export type DocketAction = (typeof DOCKET_ACTIONS)[number];

/** Who asks. A foreman's view needs their e-mail and the projects they are assigned to. */
export type PolicyActor = {
  role: Role;
  userId: number;
  email?: string | null;
  projectIds?: readonly number[];
};

/** What the rules read of a docket; requireApproval is its project's (false for non-billable work). */
export type PolicyDocket = {
  status: DocketStatus;
  invoiced: boolean;
  workerId: number;
  projectId: number | null;
  entryType: 'billable' | 'non-billable';
  requireApproval?: boolean;
  foremanEmail?: string | null;
  approvedByUserId?: number | null;
};

/**
 * Why an action is refused: the actor ('role'), the docket is void or invoiced, its status, or
 * non-billable work (which is never approved by a foreman nor invoiced). The server words each.
 */
export type Denial = 'role' | 'void' | 'invoiced' | 'status' | 'nonBillable';

/** A docket may move from its status to `to` (an invoiced one never moves). */
export const canMove = (docket: Pick<PolicyDocket, 'status' | 'invoiced'>, to: DocketStatus): boolean =>
  !docket.invoiced && TRANSITIONS[docket.status].includes(to);

/** Neither void nor invoiced: its content, foreman and switch may still change. */
export const isOpen = (docket: Pick<PolicyDocket, 'status' | 'invoiced'>): boolean =>
  docket.status !== 'void' && !docket.invoiced;

/** Owner, admin and office change a docket (001 §6: 'edit any docket'); a foreman only their own. */
export const isChanger = (actor: PolicyActor, docket: Pick<PolicyDocket, 'workerId'>): boolean =>
  docket.workerId === actor.userId || roleMay(actor.role, 'dockets.changeAny');

/** Work a foreman must sign for: billable, on a project that requires approval. */
export const needsForeman = (
  docket: Pick<PolicyDocket, 'entryType' | 'projectId' | 'requireApproval'>,
): boolean =>
  docket.entryType === 'billable' && docket.projectId !== null && docket.requireApproval !== false;

type Changed = Pick<PolicyDocket, 'workerId' | 'status' | 'invoiced'>;

const change = (actor: PolicyActor, docket: Changed): Denial | null => {
  if (!isChanger(actor, docket)) return 'role';
  if (docket.status === 'void') return 'void';
  if (docket.invoiced) return 'invoiced';
  return null;
};

/** The edit rule on what it reads (what a form knows of the docket it edits): changer, and open. */
export const canChange = (actor: PolicyActor, docket: Changed): boolean => change(actor, docket) === null;

const nonBillable = (docket: PolicyDocket): Denial | null =>
  docket.entryType === 'billable' ? null : 'nonBillable';

/**
 * 001 §6 'sees dockets where they are the foreman or that are drafts': admin and office the company's,
 * a worker their own, a foreman their own plus, on their projects, drafts, dockets sent to their
 * e-mail and dockets they approved. The server's SQL scope (visibleDockets) says the same.
 */
function view(actor: PolicyActor, docket: PolicyDocket): Denial | null {
  if (roleMay(actor.role, 'dockets.readCompany') || docket.workerId === actor.userId) return null;
  if (!roleMay(actor.role, 'dockets.readOnProjects')) return 'role';
  const onMyProject = docket.projectId !== null && (actor.projectIds ?? []).includes(docket.projectId);
  const email = actor.email?.toLowerCase();
  const sentToMe = !!email && docket.foremanEmail?.toLowerCase() === email;
  return onMyProject && (docket.status === 'draft' || sentToMe || docket.approvedByUserId === actor.userId)
    ? null
    : 'role';
}

type Rule = (actor: PolicyActor, docket: PolicyDocket) => Denial | null;

/** Each action's rule, for a docket the actor can see (one they cannot see is not found, not refused). */
const RULES: Record<DocketAction, Rule> = {
  view,
  edit: change,
  toggleCount: change,
  delete: (a, d) => change(a, d) ?? (d.status === 'draft' ? null : 'status'),
  void: (a, d) => change(a, d) ?? (d.status === 'draft' ? 'status' : null),
  assignForeman: (a, d) => change(a, d) ?? nonBillable(d),
  unlinkForeman: (a, d) => change(a, d) ?? nonBillable(d) ?? (d.status === 'approved' ? 'status' : null),
  sendForApproval: (a, d) => change(a, d) ?? nonBillable(d) ?? (d.status === 'approved' ? 'status' : null),
  /** A signed approval: anyone who sees it, the signer being a project foreman (DECISIONS 'Approval provenance'). */
  approve: (_a, d) => {
    if (d.status === 'void') return 'void';
    if (d.invoiced) return 'invoiced';
    return canMove(d, 'approved') ? null : 'status';
  },
  /** Without a signature: 'Complete Entry' where no foreman is needed, else a signed-in foreman, not on their own work. */
  approveUnsigned: (a, d) => {
    if (!needsForeman(d)) return change(a, d);
    if (!roleMay(a.role, 'dockets.approveUnsigned') || d.workerId === a.userId) return 'role';
    return d.status === 'draft' || d.status === 'pending_approval' ? null : 'status';
  },
  sendBack: (a, d) =>
    !roleMay(a.role, 'dockets.sendBack') ? 'role' : d.status === 'pending_approval' ? null : 'status',
  invoice: (a, d) =>
    !roleMay(a.role, 'dockets.invoice')
      ? 'role'
      : (nonBillable(d) ?? (d.status === 'approved' ? null : 'status')),
};

/** Why `actor` may not do `action` to `docket`, or null when they may. */
export const denial = (actor: PolicyActor, action: DocketAction, docket: PolicyDocket): Denial | null =>
  RULES[action](actor, docket);

export const can = (actor: PolicyActor, action: DocketAction, docket: PolicyDocket): boolean =>
  denial(actor, action, docket) === null;
