/**
 * What other features may use of dockets: the status badge and its label and colour rules, the
 * docket summary helpers (hours from the shared math), the docket type and its query.
 */
export { StatusBadge } from './status-badge';
export {
  STATUS_LABELS,
  statusLabel,
  statusVariant,
  isSelfApproved,
  canDelete,
  isEditable,
  countsInTotals,
  type StatusSource,
} from './docket-status';
export {
  docketTotals,
  totalOf,
  docketTitle,
  docketSpan,
  breakText,
  truncate,
  DESCRIPTION_LIMIT,
} from './docket-summary';
export { docketKeys, refreshAfterChange } from './api/keys';
export { docketQuery } from './api/get-docket';
export { projectsQuery } from './api/get-assigned-projects';
export { approveSigned } from './api/approve-docket';
export { DeleteDraftDialog } from './delete-draft-dialog';
export { previewPath, rememberReturnTo } from './preview-link';
export { editDestination } from './open-stored-entry';
export type { Docket, DocketLineItem, DocketStatus } from './types';
export { OfflineSync } from './offline/sync-status';
export { useQueuedDocket } from './offline/use-queue';
export { waitsOnPhone } from './offline-docket';
