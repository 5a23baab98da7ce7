import { api } from '../../../lib/api';
import { withGrant } from '../with-grant';

export type PublicApprover = { foremanId: number } | { foremanName: string; foremanEmail: string };

/**
 * Without an account: the approver picked from the project's foremen, or typed (DECISIONS); none
 * with an e-mailed link, which approves as the foreman it was sent to.
 */
export const approveWithGrant = (
  id: number,
  grant: string,
  signature: string,
  approver: PublicApprover | null,
) =>
  api('POST /api/timesheets/:id/foreman-approve', {
    params: { id },
    body: { signature, ...(approver ?? {}) },
    ...withGrant(grant),
  });
