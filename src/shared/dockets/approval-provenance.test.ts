import { describe, expect, it } from 'vitest';
import { approvalProvenance, eventProvenance } from './approval-provenance';

describe('approvalProvenance: how an approval was made, in words', () => {
  it.each([
    ['foreman_account', null, 'Approved by Dave Robertson, signed in to their own account'],
    ['approval_link', null, 'Signed by Dave Robertson from the approval link e-mailed to them'],
    ['project_code', null, 'Signed by Dave Robertson on site with the project code'],
    ['worker_phone', 'Jake Thompson', "Signed on Jake Thompson's phone by Dave Robertson"],
  ])('%s', (approvalMethod, approvalDeviceOwner, words) => {
    expect(
      approvalProvenance({ approvalMethod, approvedByName: 'Dave Robertson', approvalDeviceOwner }),
    ).toBe(words);
  });

  it('never shows a hand-over as a remote signature, even without the owner', () => {
    expect(approvalProvenance({ approvalMethod: 'worker_phone', approvedByName: 'Dave' })).toBe(
      "Signed by Dave on a team member's phone",
    );
  });

  it('says nothing before approval and little for an unknown method', () => {
    expect(approvalProvenance({ approvalMethod: null, approvedByName: null })).toBeNull();
    expect(approvalProvenance({ approvalMethod: 'legacy', approvedByName: 'Dave' })).toBe('Approved by Dave');
    expect(approvalProvenance({ approvalMethod: 'complete', approvedByName: null })).toBe(
      'Completed: no approval needed',
    );
  });

  it("reads an 'approved' event's details", () => {
    const details = { approverName: 'Dave', approvalMethod: 'worker_phone', approvalDeviceOwner: 'Jake' };
    expect(approvalProvenance(eventProvenance(details))).toBe("Signed on Jake's phone by Dave");
  });
});
