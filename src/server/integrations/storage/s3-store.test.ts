import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver } from '../../../../tests/support/s3rver';
import { fileStoreContract, type ContractSubject } from './file-store.contract';
import { s3FileStore } from './s3-store';

let s3: Awaited<ReturnType<typeof startS3rver>>;
let store: ReturnType<typeof s3FileStore>;
let subject: ContractSubject;

beforeAll(async () => {
  s3 = await startS3rver();
  store = s3FileStore(s3.settings);
  // Object storage holds no company rows: any two company numbers do.
  subject = { store, companyA: 41, companyB: 42 };
});
afterAll(async () => {
  store.close();
  await s3.stop();
});

describe('files kept in S3-compatible object storage', () => {
  fileStoreContract(() => subject);

  it('signs a download address that fetches the file, for the seconds asked (a week at most)', async () => {
    const key = 'c41/evidence/signed.txt';
    await store.put(key, Buffer.from('site photo'), { companyId: 41, contentType: 'text/plain' });
    const url = new URL((await store.signedUrl(key, 90))!);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('90');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\//);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const reply = await fetch(url);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/plain');
    expect(await reply.text()).toBe('site photo');

    // Signed two hours ago for 90 seconds: the store refuses it (no waiting in the test).
    const stale = new URL(url);
    stale.searchParams.set('X-Amz-Date', amzDate(new Date(Date.now() - 2 * 3600_000)));
    expect((await fetch(stale)).status).toBe(403);

    const capped = new URL((await store.signedUrl(key, 30 * 86_400))!);
    expect(capped.searchParams.get('X-Amz-Expires')).toBe('604800');
    expect((await fetch(capped)).status).toBe(200);
  });

  it('fails with wrong credentials without showing the secret', async () => {
    const wrong = s3FileStore({
      ...s3.settings,
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: 'hunter2-secret-value',
    });
    const error = await wrong
      .put('c41/x.txt', Buffer.from('x'), { companyId: 41, contentType: 'text/plain' })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify(error) + String(error)).not.toContain('hunter2');
    wrong.close();
  });
});

/** X-Amz-Date's form: 20261129T140000Z. */
const amzDate = (at: Date): string => at.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
