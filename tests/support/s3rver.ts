import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../../src/server/integrations/storage/settings';

export const TEST_BUCKET = 'sitedockets-test';

/**
 * s3rver 3.7.1 seals ListObjectsV2 continuation tokens with DES, which OpenSSL 3 (Node 18+) no longer
 * offers, so any listing longer than a page fails with InternalError. Its 8-byte key and IV are
 * doubled into AES-128 here, for 'des' alone (nothing else asks for it: it is unavailable anyway).
 */
function patchDesForS3rver(): void {
  const marked = crypto as typeof crypto & { s3rverDes?: true };
  if (marked.s3rverDes) return;
  marked.s3rverDes = true;
  const twice = (b: crypto.BinaryLike) => Buffer.concat([Buffer.from(b as Buffer), Buffer.from(b as Buffer)]);
  const { createCipheriv, createDecipheriv } = crypto;
  Object.assign(crypto, {
    createCipheriv: (algorithm: string, key: Buffer, iv: Buffer, options?: never) =>
      algorithm === 'des'
        ? createCipheriv('aes-128-cbc', twice(key), twice(iv))
        : createCipheriv(algorithm, key, iv, options),
    createDecipheriv: (algorithm: string, key: Buffer, iv: Buffer, options?: never) =>
      algorithm === 'des'
        ? createDecipheriv('aes-128-cbc', twice(key), twice(iv))
        : createDecipheriv(algorithm, key, iv, options),
  });
}

/** s3rver in this process on 127.0.0.1 (a free port, a temporary folder), and the settings that reach it. */
export async function startS3rver(): Promise<{ settings: S3StorageSettings; stop: () => Promise<void> }> {
  patchDesForS3rver();
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  return {
    // s3rver takes its fixed development keys.
    settings: {
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
