import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStore } from './file-store';
import { checkCompanyKey, checkKey, sha256Hex } from './keys';
import type { S3StorageSettings } from './settings';

/** A week: the longest a presigned S3 address may live. */
const MAX_SIGNED_SECONDS = 604_800;

const isMissing = (err: unknown): boolean =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** Files as objects in an S3 bucket, under the same keys; the sha256 rides along as object metadata. */
/** A client of the bucket's service, as every S3 call of the product makes it. */
export const s3Client = (settings: S3StorageSettings): S3Client =>
  new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 demands them: S3-compatible services do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

export function s3FileStore(settings: S3StorageSettings): FileStore & { close(): void } {
  const client = s3Client(settings);
  const Bucket = settings.bucket;

  return {
    async put(key, bytes, { companyId, contentType }) {
      checkCompanyKey(key, companyId);
      const sha256 = sha256Hex(bytes);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          Metadata: { sha256 },
        }),
      );
      return { sizeBytes: bytes.length, sha256 };
    },

    async get(key) {
      checkKey(key);
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = Buffer.from(await reply.Body!.transformToByteArray());
        return {
          bytes,
          contentType: reply.ContentType ?? 'application/octet-stream',
          sizeBytes: bytes.length,
          sha256: reply.Metadata?.sha256 ?? sha256Hex(bytes),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async remove(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async signedUrl(key, seconds) {
      checkKey(key);
      const expiresIn = Math.min(Math.max(Math.ceil(seconds), 1), MAX_SIGNED_SECONDS);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn });
    },

    close: () => client.destroy(),
  };
}
