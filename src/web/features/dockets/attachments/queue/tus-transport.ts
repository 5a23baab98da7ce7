/**
 * Sends one attachment with the tus protocol (tus-js-client) to /api/uploads (issue 28): small
 * chunks, so a dropped connection loses little; the upload's address kept in the attachment's
 * own IndexedDB record, so a reload resumes where the server stopped instead of starting over.
 */
import type { DetailedError, PreviousUpload, UrlStorage } from 'tus-js-client';
import { attachmentReply, type AttachmentReply } from '../../../../../shared/dockets/attachments/schemas';
import { readToken } from '../../../../lib/storage-keys';
import { failureOutcome, refusalOf, type SendFailure, type StoredAttachment } from './attachment-state';
import { AttachmentSendError, type Sender, type SendHooks } from './attachment-sync';

/** 256 KB a request: a cut connection costs at most this much again. */
export const CHUNK_BYTES = 256 * 1024;
/** tus-js-client's own quick retries of one request; longer waits are the queue's (RETRY_MS). */
const RETRY_DELAYS = [0, 1000, 3000, 5000];

/** The upload's address as tus-js-client stores it: in the attachment's record, not localStorage. */
function recordUrlStorage(record: StoredAttachment, hooks: SendHooks): UrlStorage {
  const previous = async (): Promise<PreviousUpload[]> => {
    const uploadUrl = await hooks.readUploadUrl();
    if (!uploadUrl) return [];
    const upload = {
      size: record.blob.size,
      metadata: {},
      creationTime: record.madeAt,
      urlStorageKey: record.id,
      uploadUrl,
      parallelUploadUrls: null,
    };
    return [upload];
  };
  return {
    findAllUploads: previous,
    findUploadsByFingerprint: previous,
    removeUpload: () => hooks.saveUploadUrl(null),
    addUpload: async (_fingerprint, upload) => {
      await hooks.saveUploadUrl(upload.uploadUrl);
      return record.id;
    },
  };
}

/** tus-js-client's error as the queue reads it: status, request method and the server's `{ message, code }`. */
function failureOf(error: Error | DetailedError): SendFailure {
  if (!('originalRequest' in error)) return { status: null, method: null, message: null };
  const response = error.originalResponse;
  return {
    status: response ? response.getStatus() : null,
    method: error.originalRequest.getMethod(),
    ...refusalOf(response?.getBody()),
  };
}

/** The Attachment the completing PATCH answers; null when there is none (an upload finished earlier). */
function replyOf(body: string): AttachmentReply | null {
  try {
    const parsed = attachmentReply.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Upload-Metadata: the docket, the key made when the photo was taken, its name and caption. */
const metadataOf = (record: StoredAttachment, docketId: number): Record<string, string> => ({
  docketId: String(docketId),
  key: record.id,
  filename: record.fileName,
  ...(record.caption ? { caption: record.caption } : {}),
});

export const tusSender: Sender = async (record, docketId, hooks) => {
  const { Upload } = await import('tus-js-client');
  return new Promise<AttachmentReply | null>((resolve, reject) => {
    const upload = new Upload(record.blob, {
      endpoint: '/api/uploads',
      metadata: metadataOf(record, docketId),
      uploadSize: record.blob.size,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      fingerprint: () => Promise.resolve(`sitedockets-attachment-${record.id}`),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      urlStorage: recordUrlStorage(record, hooks),
      // The API's session is the bearer token (access/guard.ts), as apiFetch sends it.
      onBeforeRequest: (request) => {
        const token = readToken();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onShouldRetry: (error) =>
        navigator.onLine && failureOutcome(failureOf(error)) === 'retry' && !hooks.signal.aborted,
      onProgress: (sent, total) => hooks.onProgress(total > 0 ? sent / total : 0),
      onChunkComplete: (_chunk, accepted, total) => hooks.onChunk(total > 0 ? accepted / total : 0),
      onSuccess: ({ lastResponse }) => resolve(replyOf(lastResponse.getBody())),
      onError: (error) => reject(new AttachmentSendError(failureOf(error))),
    });
    hooks.signal.addEventListener('abort', () => {
      // Discarded while sending: stop and let the server forget the part it holds.
      void upload.abort(true).catch(() => undefined);
      reject(new AttachmentSendError({ status: null, method: null, message: 'Discarded' }));
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      })
      .catch((error: unknown) => reject(error instanceof Error ? error : new Error(String(error))));
  });
};
