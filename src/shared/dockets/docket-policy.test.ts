import { describe, expect, it } from 'vitest';
import {
  canChange,
  canMove,
  can,
  denial,
  DOCKET_ACTIONS,
  TRANSITIONS,
  type DocketAction,
  type PolicyDocket,
} from './docket-policy';
import { ROLES, type Role } from '../roles';
import { DOCKET_STATUSES } from './schemas';

/**
 * The states a docket can be in: its five statuses, and 'invoiced' (approved with the flag, the only
 * status that carries it). Each row below reads left to right in this order; 'y' allows, '-' refuses.
 */
const STATES = ['draft', 'pending_approval', 'approved', 'invoiced', 'reverted', 'void'] as const;
type State = (typeof STATES)[number];

const ME = 7;
const OTHER = 8;
const PROJECT = 3;

const docketIn = (state: State, extra: Partial<PolicyDocket> = {}): PolicyDocket => ({
  status: state === 'invoiced' ? 'approved' : state,
  invoiced: state === 'invoiced',
  workerId: OTHER,
  projectId: PROJECT,
  entryType: 'billable',
  requireApproval: true,
  foremanEmail: 'someone.else@example.com',
  approvedByUserId: null,
  ...extra,
});

/** The actor; a foreman is assigned to the docket's project. */
const actorAs = (role: Role) => ({ role, userId: ME, email: 'me@example.com', projectIds: [PROJECT] });

type Table = Record<DocketAction, Record<Role, string>>;
const same = (row: string): Record<Role, string> => ({ admin: row, office: row, foreman: row, worker: row });
const backOffice = (row: string): Record<Role, string> => ({
  admin: row,
  office: row,
  foreman: '------',
  worker: '------',
});

//                         draft pending approved invoiced reverted void
/**
 * Someone else's billable docket on a project that requires approval (001 §6: admin and office
 * 'edit any docket'; a foreman 'approves drafts'; only the owner, admin or office toggle the count).
 */
const OTHERS_DOCKET: Table = {
  view: { admin: 'yyyyyy', office: 'yyyyyy', foreman: 'y-----', worker: '------' },
  edit: backOffice('yyy-y-'),
  toggleCount: backOffice('yyy-y-'),
  delete: backOffice('y-----'),
  void: backOffice('-yy-y-'),
  approve: same('yy--y-'),
  approveUnsigned: { admin: '------', office: '------', foreman: 'yy----', worker: '------' },
  sendBack: { admin: '-y----', office: '-y----', foreman: '-y----', worker: '------' },
  assignForeman: backOffice('yyy-y-'),
  unlinkForeman: backOffice('yy--y-'),
  sendForApproval: backOffice('yy--y-'),
  invoice: backOffice('--yy--'),
};

/** The actor's own billable docket on a project that requires approval (001 §6: 'edits own dockets; deletes own drafts'). */
const OWN_DOCKET: Table = {
  view: same('yyyyyy'),
  edit: same('yyy-y-'),
  toggleCount: same('yyy-y-'),
  delete: same('y-----'),
  void: same('-yy-y-'),
  approve: same('yy--y-'),
  approveUnsigned: same('------'),
  sendBack: { admin: '-y----', office: '-y----', foreman: '-y----', worker: '------' },
  assignForeman: same('yyy-y-'),
  unlinkForeman: same('yy--y-'),
  sendForApproval: same('yy--y-'),
  invoice: backOffice('--yy--'),
};

const cells = (table: Table, workerId: number) =>
  DOCKET_ACTIONS.flatMap((action) =>
    ROLES.flatMap((role) =>
      STATES.map((state, i) => ({ action, role, state, workerId, allowed: table[action][role][i] === 'y' })),
    ),
  );

describe('can(actor, action, docket): every role × state × action', () => {
  it('the tables are complete', () => {
    for (const table of [OTHERS_DOCKET, OWN_DOCKET])
      for (const action of DOCKET_ACTIONS)
        for (const role of ROLES) expect(table[action][role], `${action} ${role}`).toMatch(/^[y-]{6}$/);
  });

  it.each([...cells(OTHERS_DOCKET, OTHER), ...cells(OWN_DOCKET, ME)])(
    '$role $action on a $state docket (worker $workerId): $allowed',
    ({ action, role, state, workerId, allowed }) => {
      expect(can(actorAs(role), action, docketIn(state, { workerId }))).toBe(allowed);
    },
  );
});

describe('ownership and the docket kind', () => {
  it('canChange (what a form knows) answers as edit', () => {
    for (const { role, state, workerId } of cells(OWN_DOCKET, ME).concat(cells(OTHERS_DOCKET, OTHER)))
      expect(canChange(actorAs(role), docketIn(state, { workerId }))).toBe(
        can(actorAs(role), 'edit', docketIn(state, { workerId })),
      );
  });

  it('a foreman sees, on their projects, drafts, dockets sent to them and those they approved', () => {
    const foreman = actorAs('foreman');
    expect(can(foreman, 'view', docketIn('pending_approval', { foremanEmail: 'ME@example.com' }))).toBe(true);
    expect(can(foreman, 'view', docketIn('approved', { approvedByUserId: ME }))).toBe(true);
    expect(can({ ...foreman, projectIds: [] }, 'view', docketIn('draft'))).toBe(false);
    expect(can({ ...foreman, projectIds: [] }, 'view', docketIn('draft', { workerId: ME }))).toBe(true);
    expect(
      can({ ...foreman, email: null }, 'view', docketIn('pending_approval', { foremanEmail: null })),
    ).toBe(false);
  });

  it('work that needs no foreman is completed (approved unsigned) by those who change it', () => {
    for (const extra of [
      { requireApproval: false },
      { entryType: 'non-billable' as const, projectId: null },
    ]) {
      expect(can(actorAs('worker'), 'approveUnsigned', docketIn('draft', { workerId: ME, ...extra }))).toBe(
        true,
      );
      expect(can(actorAs('office'), 'approveUnsigned', docketIn('reverted', extra))).toBe(true);
      expect(can(actorAs('foreman'), 'approveUnsigned', docketIn('draft', extra))).toBe(false);
      expect(can(actorAs('admin'), 'approveUnsigned', docketIn('void', extra))).toBe(false);
    }
  });

  it('non-billable work is never sent to a foreman nor invoiced', () => {
    const activity = docketIn('draft', { workerId: ME, entryType: 'non-billable', projectId: null });
    for (const action of ['assignForeman', 'unlinkForeman', 'sendForApproval'] as const)
      expect(denial(actorAs('worker'), action, activity)).toBe('nonBillable');
    expect(denial(actorAs('admin'), 'invoice', { ...activity, status: 'approved' })).toBe('nonBillable');
  });

  it('says why, in the order the server checks: who, then void, then invoiced, then the status', () => {
    expect(denial(actorAs('worker'), 'edit', docketIn('void'))).toBe('role');
    expect(denial(actorAs('office'), 'edit', docketIn('void'))).toBe('void');
    expect(denial(actorAs('office'), 'void', docketIn('invoiced'))).toBe('invoiced');
    expect(denial(actorAs('admin'), 'delete', docketIn('approved'))).toBe('status');
    expect(denial(actorAs('admin'), 'void', docketIn('draft'))).toBe('status');
    expect(denial(actorAs('worker'), 'approve', docketIn('invoiced', { workerId: ME }))).toBe('invoiced');
    expect(denial(actorAs('foreman'), 'approveUnsigned', docketIn('draft', { workerId: ME }))).toBe('role');
  });
});

describe('the status transitions (001 §4)', () => {
  const MOVES: Record<string, string> = {
    draft: 'pending_approval approved',
    pending_approval: 'draft approved reverted void',
    approved: 'draft void',
    reverted: 'draft pending_approval approved void',
    void: '',
  };
  it.each(DOCKET_STATUSES)('from %s', (from) => {
    const allowed = DOCKET_STATUSES.filter((to) => canMove({ status: from, invoiced: false }, to));
    expect(allowed.join(' ')).toBe(MOVES[from]);
    expect(TRANSITIONS[from]).toEqual(allowed);
  });
  it('an invoiced docket does not move until it is un-invoiced', () => {
    for (const to of DOCKET_STATUSES) expect(canMove({ status: 'approved', invoiced: true }, to)).toBe(false);
  });
});
