import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentReply } from '../../../../shared/dockets/attachments/schemas';
import { createDocket, uniq } from '../../../db/factories';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { photo } from '../../../../../tests/support/images';
import { bearer, companyWithTeam } from '../../../../../tests/support/people';
import { startS3rver } from '../../../../../tests/support/s3rver';
import { tusSteps } from './test-uploads';

/**
 * An upload kept in S3-compatible object storage (a local s3rver): the bytes go to the bucket, and
 * a read that passed the docket's check is sent there by a short-lived signed link.
 */
let s3: Awaited<ReturnType<typeof startS3rver>>;
let t: TestApp;
let dataDir: string;
const tus = tusSteps(() => t.app);

beforeAll(async () => {
  s3 = await startS3rver();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'attachments-s3-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    STORAGE_BACKEND: 's3',
    STORAGE_S3_BUCKET: s3.settings.bucket,
    STORAGE_S3_ENDPOINT: s3.settings.endpoint!,
    STORAGE_S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    STORAGE_S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    STORAGE_S3_FORCE_PATH_STYLE: '1',
  });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('photos in object storage', () => {
  it('stores an upload in the bucket and hands out a five-minute link only after the check', async () => {
    const team = await companyWithTeam(t.db);
    const other = await companyWithTeam(t.db);
    const docket = await createDocket(t.db, {
      companyId: team.company.id,
      workerId: team.worker.id,
      date: '2026-11-20',
    });
    const jpeg = await photo(800, 600);
    const res = await tus.upload(team.worker, { docketId: docket.id, key: `k-${uniq()}` }, jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const attachment = res.json<AttachmentReply>();

    const url = `/api/dockets/${docket.id}/attachments/${attachment.id}/original`;
    const read = await t.app.inject({ method: 'GET', url, headers: bearer(team.office) });
    expect(read.statusCode).toBe(302);
    const link = new URL(read.headers.location as string);
    expect(link.origin).toBe(s3.settings.endpoint);
    expect(link.pathname).toMatch(
      new RegExp(`^/${s3.settings.bucket}/c${team.company.id}/dockets/${docket.id}/`),
    );
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    // The pages read photos with fetch, which follows the redirect: the CSP lets them reach the bucket.
    expect(read.headers['content-security-policy']).toContain(`connect-src 'self' ${s3.settings.endpoint}`);

    const fetched = await fetch(link);
    expect(fetched.status).toBe(200);
    const bytes = Buffer.from(await fetched.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(attachment.sha256);

    // Another company learns nothing, not even a link.
    const refused = await t.app.inject({ method: 'GET', url, headers: bearer(other.admin) });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.location).toBeUndefined();
  });
});
