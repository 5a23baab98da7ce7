import { describe, expect, it } from 'vitest';
import { NOTHING_TO_SIGN, signatureOffer } from './signature-offer';

const foreman = { id: 7, role: 'foreman' as const };
const own = { workerId: 7, status: 'draft' as const, invoiced: false };

describe('the signature card of the docket form', () => {
  it('is for foremen only', () => {
    for (const role of ['worker', 'office', 'admin'] as const) {
      expect(signatureOffer({ id: 7, role }, 'billable')).toBeNull();
      expect(signatureOffer({ id: 7, role }, 'billable', own)).toBeNull();
    }
  });

  it('offers signing on new project work and on their own drafts, pending and reverted dockets', () => {
    expect(signatureOffer(foreman, 'billable')).toEqual({ kind: 'sign', again: false });
    for (const status of ['draft', 'pending_approval', 'reverted'] as const) {
      expect(signatureOffer(foreman, 'billable', { ...own, status })).toEqual({ kind: 'sign', again: false });
    }
  });

  it('says an approved docket goes back to draft and can be signed again', () => {
    expect(signatureOffer(foreman, 'billable', { ...own, status: 'approved' })).toEqual({
      kind: 'sign',
      again: true,
    });
  });

  it('explains that non-billable activity has nothing to sign', () => {
    expect(signatureOffer(foreman, 'non-billable')).toEqual({ kind: 'nothing', reason: NOTHING_TO_SIGN });
    expect(signatureOffer(foreman, 'non-billable', own)).toEqual({
      kind: 'nothing',
      reason: NOTHING_TO_SIGN,
    });
  });

  it("shows nothing where the foreman cannot save: another worker's, void or invoiced dockets", () => {
    expect(signatureOffer(foreman, 'billable', { ...own, workerId: 8 })).toBeNull();
    expect(signatureOffer(foreman, 'billable', { ...own, status: 'void' })).toBeNull();
    expect(signatureOffer(foreman, 'billable', { ...own, status: 'approved', invoiced: true })).toBeNull();
  });
});
