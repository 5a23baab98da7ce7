import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';

/** Issue 11 point 18: the sign-in screen learns whether this installation delivers e-mail at all. */
let t: TestApp | undefined;
const call = client(() => t!);
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const publicConfig = async (env: Record<string, string>) => {
  t = await createTestApp(env);
  const res = await call('GET /api/public-config', null);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/public-config', () => {
  it('says mail is not delivered when no mail server is set up (SMTP_URL unset)', async () => {
    expect(await publicConfig({ SUPPORT_PHONE: '1300 000 000' })).toMatchObject({
      supportPhone: '1300 000 000',
      mailDelivery: false,
    });
  });

  it('says mail is delivered when SMTP_URL names a mail server', async () => {
    expect(await publicConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toMatchObject({ mailDelivery: true });
  });
});
