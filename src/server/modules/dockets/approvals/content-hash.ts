import { createHash } from 'node:crypto';
import type { DocketReply } from '../../../../shared/dockets/schemas';

/**
 * The tamper-evidence fingerprint of an approved docket: SHA-256 over a canonical text of what
 * was approved (who, where, when, every work item, notes) and the signature. Any edit sends the
 * docket back to draft, so a later version can never carry this hash.
 */
export function contentHash(docket: DocketReply, signature: string | null, approvedByName: string): string {
  const canonical = {
    id: docket.id,
    companyId: docket.companyId,
    workerId: docket.workerId,
    // Not shared/people's fullName (which trims): hashes stored at approval must stay reproducible.
    worker: `${docket.worker.firstName} ${docket.worker.lastName}`,
    projectId: docket.projectId,
    projectName: docket.projectName,
    date: docket.date,
    entryType: docket.entryType,
    startTime: docket.startTime,
    endTime: docket.endTime,
    breakMinutes: docket.breakMinutes,
    description: docket.description,
    notes: docket.notes,
    items: docket.lineItems.map((i) => [
      i.name,
      i.unit,
      i.entryType,
      i.quantity,
      i.startTime,
      i.endTime,
      i.breakMinutes,
      i.notes,
    ]),
    totalHours: docket.totalHours,
    approvedByName,
    signature,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
