import {
  can,
  needsForeman,
  type DocketAction,
  type PolicyDocket,
} from '../../../shared/dockets/docket-policy';
import type { Role } from '../../../shared/roles';
import type { BadgeVariant } from '../../components/ui/badge';
import type { Docket, DocketStatus } from './types';

/** What the status label and colour depend on. */
export type StatusSource = Pick<
  Docket,
  'status' | 'entryType' | 'projectId' | 'requireApproval' | 'invoiced'
>;

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

/** Non-billable work and projects without approval need no foreman's signature (the policy's needsForeman). */
export const isSelfApproved = (
  docket: Pick<Docket, 'entryType' | 'projectId' | 'requireApproval'>,
): boolean => !needsForeman(docket);

/** The signed-in person as the docket policy reads them; without one, nothing is allowed. */
export type DocketUser = { id: number; role: Role } | null | undefined;

/** What the docket policy allows this person to do to the docket (shared/dockets/docket-policy.ts). */
export const allows = (user: DocketUser, action: DocketAction, docket: PolicyDocket): boolean =>
  !!user && can({ role: user.role, userId: user.id }, action, docket);

/** Edit: the worker who recorded it, admin or office, unless it is void or invoiced (policy 'edit'). */
export const isEditable = (user: DocketUser, docket: PolicyDocket): boolean => allows(user, 'edit', docket);

/** Delete: a draft, by whoever may change it (spec 001 §2.2, §2.7; policy 'delete'). */
export const canDelete = (user: DocketUser, docket: PolicyDocket): boolean => allows(user, 'delete', docket);

/** Mark Void: any other status but void, by whoever may change it (policy 'void'). */
export const canVoid = (user: DocketUser, docket: PolicyDocket): boolean => allows(user, 'void', docket);

/** Void dockets are kept for the record but count for nothing (the shared counting rule). */
export { countsInTotals } from '../../../shared/dockets/docket-counting';
