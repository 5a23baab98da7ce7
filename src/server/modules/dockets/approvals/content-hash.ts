import { createHash } from 'node:crypto';
import type { DocketReply } from '../../../../shared/dockets/schemas';
import type { DocketAttachmentRow } from '../../../db/docket-attachments';
import type { FileStore } from '../../../integrations/storage/file-store';
import { sha256Hex } from '../../../integrations/storage/keys';

/**
 * The tamper-evidence fingerprint of an approved docket: SHA-256 over a canonical text of what
 * was approved (who, where, when, every work item, notes), the signature and, when it has photos or
 * files, the SHA-256 of each stored original in id order. Any edit sends the docket back to draft,
 * so a later version can never carry this hash. A docket with no attachments hashes exactly as
 * before they existed, so every fingerprint stored until then stays reproducible.
 */
export function contentHash(
  docket: DocketReply,
  signature: string | null,
  approvedByName: string,
  attachmentHashes: readonly string[] = [],
): string {
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
    ...(attachmentHashes.length ? { attachments: attachmentHashes } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * The SHA-256 of each attachment's original as the store holds it now, read back byte for byte (the
 * row's own sha256 is what the upload recorded, not proof of what is stored); null for one missing.
 */
export async function storedHashes(
  files: FileStore,
  rows: readonly Pick<DocketAttachmentRow, 'originalKey'>[],
): Promise<(string | null)[]> {
  const hashes: (string | null)[] = [];
  for (const row of rows) {
    const stored = await files.get(row.originalKey);
    hashes.push(stored ? sha256Hex(stored.bytes) : null);
  }
  return hashes;
}
