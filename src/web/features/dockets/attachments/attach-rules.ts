import { attachmentsSealed } from '../../../../shared/dockets/attachments/attach-rule';
import { canChange, type PolicyActor, type PolicyDocket } from '../../../../shared/dockets/docket-policy';

/** What the attach rule reads of a docket (a form's docket, the preview's, or one still on the phone). */
export type AttachableDocket = Pick<PolicyDocket, 'workerId' | 'status' | 'invoiced'> & {
  approvalMethod: string | null;
};

/**
 * Whether `actor` may add, caption or remove a docket's photos and files (issue 28): those who may
 * edit it (its worker, admin, office; a foreman their own), while it is open and not signed — a
 * signed docket's attachments are part of what was signed (shared attach-rule.ts).
 */
export const mayAttach = (actor: PolicyActor, docket: AttachableDocket): boolean =>
  canChange(actor, docket) && !attachmentsSealed(docket);
