import { describe, expect, it } from 'vitest';
import type { DocketStatus } from '../../../../shared/dockets/schemas';
import { mayAttach } from './attach-rules';

const docket = (status: DocketStatus, invoiced = false, approvalMethod: string | null = null) => ({
  workerId: 5,
  status,
  invoiced,
  approvalMethod: status === 'approved' ? (approvalMethod ?? 'project_code') : null,
});
const worker = { role: 'worker' as const, userId: 5 };

describe('mayAttach', () => {
  it('lets the docket’s worker, admin and office attach while it is a draft, pending or reverted', () => {
    for (const status of ['draft', 'pending_approval', 'reverted'] as const) {
      expect(mayAttach(worker, docket(status))).toBe(true);
      expect(mayAttach({ role: 'admin', userId: 1 }, docket(status))).toBe(true);
      expect(mayAttach({ role: 'office', userId: 2 }, docket(status))).toBe(true);
    }
  });

  it('lets a foreman attach to their own docket only, and another worker never', () => {
    expect(mayAttach({ role: 'foreman', userId: 5 }, docket('draft'))).toBe(true);
    expect(mayAttach({ role: 'foreman', userId: 9 }, docket('draft'))).toBe(false);
    expect(mayAttach({ role: 'worker', userId: 9 }, docket('draft'))).toBe(false);
  });

  it('offers nothing once the docket is signed, invoiced or void', () => {
    expect(mayAttach(worker, docket('approved'))).toBe(false);
    expect(mayAttach(worker, docket('approved', false, 'foreman_account'))).toBe(false);
    expect(mayAttach({ role: 'admin', userId: 1 }, docket('approved', true))).toBe(false);
    expect(mayAttach({ role: 'office', userId: 2 }, docket('void'))).toBe(false);
  });

  it('still lets photos be added to a docket completed without approval (never signed) until it is invoiced', () => {
    expect(mayAttach(worker, docket('approved', false, 'complete'))).toBe(true);
    expect(mayAttach({ role: 'office', userId: 2 }, docket('approved', true, 'complete'))).toBe(false);
  });
});
