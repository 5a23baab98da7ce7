import { COMPLETED_WITHOUT_APPROVAL } from '../approval-provenance';

/**
 * Whether a docket's photos and files are sealed: it was approved by a signature (or any approval
 * but Complete Entry's), so they are part of what was signed and no longer change. A docket
 * completed without approval (a project that needs none, non-billable work) was never signed: its
 * worker, admin and office may still add photos until it is invoiced — the phone sends photos after
 * the docket, so a docket completed on site would otherwise refuse the photos taken for it.
 */
export const attachmentsSealed = (docket: { status: string; approvalMethod: string | null }): boolean =>
  docket.status === 'approved' && docket.approvalMethod !== COMPLETED_WITHOUT_APPROVAL;
