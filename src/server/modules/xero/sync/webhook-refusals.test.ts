import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { xeroWebhookEvents } from '../../../db/schema';
import { xeroWebhookSignature } from './signature';

/**
 * POST /api/xero/webhooks refusing what Xero did not sign (issue 27): 401 with nothing useful said,
 * nothing stored, and a warning in the server's log without the body, the signature or the key.
 */

const key = randomBytes(32).toString('base64');
const lines: string[] = [];
let t: TestApp;
let unkeyed: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { XERO_WEBHOOK_KEY: key, LOG_LEVEL: 'info' },
    { logStream: { write: (l) => lines.push(l) } },
  );
  unkeyed = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await unkeyed.close();
});

const delivery = (resourceId: string) =>
  JSON.stringify({
    events: [
      {
        resourceUrl: `https://api.xero.com/api.xro/2.0/Invoices/${resourceId}`,
        resourceId,
        eventDateUtc: '2026-11-29T10:00:00.000',
        eventType: 'UPDATE',
        eventCategory: 'INVOICE',
        tenantId: randomUUID(),
        tenantType: 'ORGANISATION',
      },
    ],
    firstEventSequence: 1,
    lastEventSequence: 1,
    entropy: 'QWERTYUIOPASDFGHJKLZ',
  });

const post = (app: TestApp, payload: string, signature?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/xero/webhooks',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-xero-signature': signature } : {}) },
    payload,
  });

describe('a delivery Xero did not sign', () => {
  it('is refused 401 whatever is wrong, stores nothing, and is logged without the body or the signature', async () => {
    const resourceId = randomUUID();
    const body = delivery(resourceId);
    const forged = xeroWebhookSignature(Buffer.from(body), 'not-the-key');
    const good = xeroWebhookSignature(Buffer.from(body), key);
    const tampered = xeroWebhookSignature(Buffer.from(delivery(randomUUID())), key);
    for (const signature of [forged, undefined, '', 'short', tampered, `${good}=`]) {
      const res = await post(t, body, signature);
      expect(res.statusCode, String(signature)).toBe(401);
      expect(res.json()).toEqual({ message: 'Not signed by Xero', code: 'UNAUTHORIZED' });
    }
    expect(await t.db.select().from(xeroWebhookEvents)).toEqual([]);
    const warnings = lines.filter((line) => line.includes('Xero webhook refused'));
    expect(warnings.length).toBe(6);
    const logged = lines.join('\n');
    for (const secret of [resourceId, forged, good, key]) expect(logged).not.toContain(secret);
  });

  it('is refused by a server with no webhook key, even signed', async () => {
    const body = delivery(randomUUID());
    const res = await post(unkeyed, body, xeroWebhookSignature(Buffer.from(body), key));
    expect(res.statusCode).toBe(401);
    expect(await unkeyed.db.select().from(xeroWebhookEvents)).toEqual([]);
  });

  it('answers a signed body that is not a Xero delivery 400, storing nothing', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const res = await post(t, body, xeroWebhookSignature(Buffer.from(body), key));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await t.db.select().from(xeroWebhookEvents)).toEqual([]);
  });

  it('answers a signed empty list (the intent-to-receive check) 200 with an empty body', async () => {
    const body = JSON.stringify({ events: [], firstEventSequence: 0, lastEventSequence: 0, entropy: 'ABC' });
    const res = await post(t, body, xeroWebhookSignature(Buffer.from(body), key));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});
