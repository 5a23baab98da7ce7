import { can as roleMay } from '../../../../shared/roles';
import { isSelfApproved } from '../api';
import { ApprovedCard } from './approved-card';
import { CompleteEntry } from './complete-entry';
import { ForemanApproval } from './foreman-approval';
import { ForemanSign } from './foreman-sign';
import { PublicApproval } from './public-approval';
import type { Docket, Viewer } from './types';
import { mayChange } from './viewer';

const AWAITING = new Set<Docket['status']>(['draft', 'pending_approval', 'reverted']);

/** The approval panels that fit this viewer and docket (spec 001 §2.4, §4, §6). */
export function ApprovalSection({
  viewer,
  docket,
  timeZone,
}: {
  viewer: Viewer;
  docket: Docket;
  timeZone: string;
}) {
  if (docket.status === 'approved') {
    const signed = docket.signature || docket.approvedByName;
    return signed ? <ApprovedCard docket={docket} timeZone={timeZone} /> : null;
  }
  if (!AWAITING.has(docket.status) || docket.invoiced) return null;
  if (isSelfApproved(docket)) {
    return docket.status === 'draft' && viewer.kind === 'user' && mayChange(viewer, docket) ? (
      <CompleteEntry viewer={viewer} docket={docket} />
    ) : null;
  }
  if (viewer.kind === 'grant') return <PublicApproval viewer={viewer} docket={docket} />;
  const sign = roleMay(viewer.user.role, 'dockets.signAsSelf') && (
    <ForemanSign viewer={viewer} docket={docket} />
  );
  // The docket's own worker (or admin, office) sends it to a foreman; a foreman who recorded it may
  // also sign it here, as on the docket form's signature card (spec 001 §2.3, §6).
  if (mayChange(viewer, docket))
    return (
      <>
        {sign}
        <ForemanApproval viewer={viewer} docket={docket} />
      </>
    );
  return sign || null;
}
