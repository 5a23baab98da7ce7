import { canChange } from '../../../../shared/dockets/docket-policy';
import { can as roleMay } from '../../../../shared/roles';
import type { UserReply } from '../../../../shared/auth/users-schemas';
import type { Docket } from '../types';
import type { EntryType } from './form-values';

/**
 * What the foreman's signature card offers on the docket form (spec 001 §2.3, §6): signing, which
 * approves the docket through the approve call once it is saved, or why there is nothing to sign.
 */
export type SignatureOffer =
  | {
      kind: 'sign';
      /** An approved docket: saving returns it to draft, so it is signed again. */ again: boolean;
    }
  | { kind: 'nothing'; reason: string };

export const NOTHING_TO_SIGN = 'Non-billable activity needs no approval, so there is nothing to sign.';

type Signer = Pick<UserReply, 'id' | 'role'>;
type Edited = Pick<Docket, 'workerId' | 'status' | 'invoiced'>;

/**
 * The card only offers what the server accepts. Only foremen see it; an edit only of their own
 * docket (the only one they may save) that is neither void nor invoiced. Non-billable work is never
 * approved. An approved docket goes back to draft when saved, so it can be signed again.
 */
export function signatureOffer(user: Signer, entryType: EntryType, docket?: Edited): SignatureOffer | null {
  if (!roleMay(user.role, 'dockets.signAsSelf')) return null;
  if (docket && !canChange({ role: user.role, userId: user.id }, docket)) return null;
  if (entryType === 'non-billable') return { kind: 'nothing', reason: NOTHING_TO_SIGN };
  return { kind: 'sign', again: docket?.status === 'approved' };
}
