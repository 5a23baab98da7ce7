import { isOpen } from '../../../shared/dockets/docket-policy';
import type { BadgeVariant } from '../../components/ui/badge';
import type { Docket, DocketStatus } from './types';

/** What the status label and colour depend on. */
export type StatusSource = Pick<Docket, 'status' | 'entryType' | 'requireApproval' | 'invoiced'>;

/** Display labels of spec 001 §4. */
export const STATUS_LABELS: Record<DocketStatus, string> = {
  draft: 'Draft',
  pending_approval: 'Pending',
  approved: 'Approved',
  reverted: 'Reverted',
  void: 'Void',
};

/**
 * Work that needs no foreman (non-billable, or a project without approval) reads 'Complete' once
 * it is approved; an invoiced docket reads 'Invoiced'.
 */
export function statusLabel(docket: StatusSource): string {
  if (docket.status === 'approved' && docket.invoiced) return 'Invoiced';
  if (docket.status === 'approved' && isSelfApproved(docket)) return 'Complete';
  return STATUS_LABELS[docket.status];
}

/** Badge colours of spec 001 §4: approved green, invoiced blue, reverted orange, otherwise yellow. */
export function statusVariant(docket: StatusSource): BadgeVariant {
  if (docket.status === 'approved') return docket.invoiced ? 'blue' : 'green';
  if (docket.status === 'reverted') return 'orange';
  return 'yellow';
}

/** Non-billable work and projects without approval need no foreman's signature. */
export const isSelfApproved = (docket: Pick<Docket, 'entryType' | 'requireApproval'>): boolean =>
  docket.entryType === 'non-billable' || !docket.requireApproval;

/** Only drafts can be deleted (spec 001 §2.2, §2.7); other statuses are marked void instead. */
export const canDelete = (docket: Pick<Docket, 'status'>): boolean => docket.status === 'draft';

/** An owner may still change a docket unless it is void or invoiced (the docket policy's isOpen). */
export const isEditable = (docket: Pick<Docket, 'status' | 'invoiced'>): boolean => isOpen(docket);

/** Void dockets are kept for the record but count for nothing. */
export const countsInTotals = (docket: Pick<Docket, 'status'>): boolean => docket.status !== 'void';
