/**
 * How an approval was made (DECISIONS 'Approval provenance'), and the one sentence that says it on
 * the preview, the timeline, the PDF and the office's lists.
 */
export const APPROVAL_METHODS = [
  /** A foreman signed in to their own account approved it. */
  'foreman_account',
  /** The foreman it was sent to signed from the e-mailed approval link. */
  'approval_link',
  /** Someone holding the project code signed on site. */
  'project_code',
  /** The foreman signed on the phone of the signed-in team member (usually the docket's worker). */
  'worker_phone',
] as const;
export type ApprovalMethod = (typeof APPROVAL_METHODS)[number];

/** Not an approval: 'Complete Entry' on work that needs none (a project without approval, non-billable). */
export const COMPLETED_WITHOUT_APPROVAL = 'complete';

export type Provenance = {
  approvalMethod: string | null;
  /** Who approved: the foreman's name. */
  approvedByName: string | null;
  /** Whose signed-in phone the foreman signed on (worker_phone only). */
  approvalDeviceOwner?: string | null;
};

/**
 * 'Signed on Jake Thompson's phone by Dave Robertson'. A hand-over is always shown as one, never as a
 * remote signature. Null when there is nothing to say (not approved).
 */
export function approvalProvenance(p: Provenance): string | null {
  const by = p.approvedByName?.trim() || 'the foreman';
  switch (p.approvalMethod) {
    case 'foreman_account':
      return `Approved by ${by}, signed in to their own account`;
    case 'approval_link':
      return `Signed by ${by} from the approval link e-mailed to them`;
    case 'project_code':
      return `Signed by ${by} on site with the project code`;
    case 'worker_phone': {
      const owner = p.approvalDeviceOwner?.trim();
      return owner ? `Signed on ${owner}'s phone by ${by}` : `Signed by ${by} on a team member's phone`;
    }
    case COMPLETED_WITHOUT_APPROVAL:
      return 'Completed: no approval needed';
    default:
      return p.approvedByName?.trim() ? `Approved by ${p.approvedByName.trim()}` : null;
  }
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The provenance an 'approved' event's details record (approverName, approvalMethod, approvalDeviceOwner). */
export const eventProvenance = (details: Record<string, unknown>): Provenance => ({
  approvalMethod: textOf(details.approvalMethod),
  approvedByName: textOf(details.approverName) ?? textOf(details.foremanName),
  approvalDeviceOwner: textOf(details.approvalDeviceOwner),
});
