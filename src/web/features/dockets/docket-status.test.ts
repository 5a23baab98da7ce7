import { describe, expect, it } from 'vitest';
import { canDelete, statusLabel, statusVariant, type StatusSource } from './docket-status';

const docket = (patch: Partial<StatusSource>): StatusSource => ({
  status: 'draft',
  entryType: 'billable',
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

describe('canDelete', () => {
  it('allows drafts only', () => {
    expect(canDelete({ status: 'draft' })).toBe(true);
    expect(canDelete({ status: 'approved' })).toBe(false);
    expect(canDelete({ status: 'void' })).toBe(false);
    expect(canDelete({ status: 'pending_approval' })).toBe(false);
  });
});
