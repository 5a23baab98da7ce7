import { describe, expect, it } from 'vitest';
import { can, needsForeman } from '../../../shared/dockets/docket-policy';
import { ROLES, type Role } from '../../../shared/roles';
import {
  canDelete,
  canVoid,
  isEditable,
  isSelfApproved,
  statusLabel,
  statusVariant,
  type StatusSource,
} from './docket-status';
import type { Docket } from './types';

const docket = (patch: Partial<StatusSource>): StatusSource => ({
  status: 'draft',
  entryType: 'billable',
  projectId: 3,
  requireApproval: true,
  invoiced: false,
  ...patch,
});

describe('statusLabel', () => {
  it('names each status as spec 001 §4 does', () => {
    expect(statusLabel(docket({ status: 'draft' }))).toBe('Draft');
    expect(statusLabel(docket({ status: 'pending_approval' }))).toBe('Pending');
    expect(statusLabel(docket({ status: 'approved' }))).toBe('Approved');
    expect(statusLabel(docket({ status: 'reverted' }))).toBe('Reverted');
    expect(statusLabel(docket({ status: 'void' }))).toBe('Void');
  });

  it("reads 'Complete' for approved work that needs no foreman", () => {
    expect(statusLabel(docket({ status: 'approved', requireApproval: false }))).toBe('Complete');
    expect(statusLabel(docket({ status: 'approved', entryType: 'non-billable' }))).toBe('Complete');
    expect(statusLabel(docket({ status: 'draft', requireApproval: false }))).toBe('Draft');
  });

  it("reads 'Invoiced' for an invoiced docket", () => {
    expect(statusLabel(docket({ status: 'approved', invoiced: true }))).toBe('Invoiced');
  });
});

describe('statusVariant', () => {
  it('colours approved green, invoiced blue, reverted orange, otherwise yellow', () => {
    expect(statusVariant(docket({ status: 'approved' }))).toBe('green');
    expect(statusVariant(docket({ status: 'approved', invoiced: true }))).toBe('blue');
    expect(statusVariant(docket({ status: 'reverted' }))).toBe('orange');
    expect(statusVariant(docket({ status: 'draft' }))).toBe('yellow');
    expect(statusVariant(docket({ status: 'pending_approval' }))).toBe('yellow');
    expect(statusVariant(docket({ status: 'void' }))).toBe('yellow');
  });
});

/** Every status a docket shows, invoiced (a flag on approved) as its own. */
const STATES = [
  ['draft', false],
  ['pending_approval', false],
  ['approved', false],
  ['approved', true],
  ['reverted', false],
  ['void', false],
] as const;
const ME = 7;
const ALICE = 8;
const docketOf = (status: Docket['status'], invoiced: boolean, workerId: number) =>
  ({
    status,
    invoiced,
    workerId,
    projectId: 3,
    entryType: 'billable',
    requireApproval: true,
    foremanEmail: null,
  }) as Docket;
const user = (role: Role) => ({ id: ME, role });
const yes = (answers: boolean[]) => answers.map((a) => (a ? 'y' : '-')).join('');

describe('the buttons the screens show follow the docket policy', () => {
  it.each(ROLES)('agree with can() for %s over every status, own docket or not', (role) => {
    const actor = { role, userId: ME };
    for (const [status, invoiced] of STATES)
      for (const workerId of [ME, ALICE]) {
        const d = docketOf(status, invoiced, workerId);
        expect(isEditable(user(role), d)).toBe(can(actor, 'edit', d));
        expect(canDelete(user(role), d)).toBe(can(actor, 'delete', d));
        expect(canVoid(user(role), d)).toBe(can(actor, 'void', d));
      }
  });

  // Each answer reads draft, pending, approved, invoiced, reverted, void: 'y' allows, '-' refuses.
  const answers = (role: Role, workerId: number) =>
    [isEditable, canDelete, canVoid].map((fn) =>
      yes(STATES.map(([status, invoiced]) => fn(user(role), docketOf(status, invoiced, workerId)))),
    );

  it('lets everyone edit their own docket until void or invoiced, delete it as a draft, void it after', () => {
    for (const role of ROLES) expect(answers(role, ME)).toEqual(['yyy-y-', 'y-----', '-yy-y-']);
  });

  it("lets admin and office change a colleague's docket, a foreman or worker not", () => {
    for (const role of ['admin', 'office'] as const)
      expect(answers(role, ALICE)).toEqual(['yyy-y-', 'y-----', '-yy-y-']);
    for (const role of ['foreman', 'worker'] as const)
      expect(answers(role, ALICE)).toEqual(['------', '------', '------']);
  });

  it('allows nothing without a signed-in person', () => {
    expect(isEditable(null, docketOf('draft', false, ME))).toBe(false);
    expect(canDelete(undefined, docketOf('draft', false, ME))).toBe(false);
  });

  it("reads 'needs no foreman' from the policy", () => {
    for (const entryType of ['billable', 'non-billable'] as const)
      for (const requireApproval of [true, false]) {
        const d = { entryType, projectId: entryType === 'billable' ? 3 : null, requireApproval };
        expect(isSelfApproved(d)).toBe(!needsForeman(d));
        expect(isSelfApproved(d)).toBe(entryType === 'non-billable' || !requireApproval);
      }
  });
});
