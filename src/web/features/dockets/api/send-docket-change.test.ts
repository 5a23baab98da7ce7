import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateDocketBody } from '../types';
import type { ApproveBody, QueuedChange } from '../offline/queue/queue-state';
import { docketTransport } from './send-docket-change';

let sent: { url: string; init: RequestInit }[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Response.json({ id: 12, status: 'approved' });
  });
});
afterEach(() => vi.unstubAllGlobals());

type KindAndBody = { kind: 'approve'; body: ApproveBody } | { kind: 'create'; body: CreateDocketBody };

const queued = (change: KindAndBody): QueuedChange => ({
  ...change,
  id: 'c1',
  docketId: 12,
  key: `key-${change.kind}`,
  userId: 3,
  preview: null,
  sent: true,
  attention: null,
  madeAt: '2026-11-24T00:00:00Z',
});

describe('the offline queue sending a docket change', () => {
  it("sends a queued approval with the key made when it was signed, so a resend gets the first approval's reply", async () => {
    const signature = 'data:image/png;base64,AA';
    await docketTransport(queued({ kind: 'approve', body: { signature, foremanId: null } }), 12);
    await docketTransport(queued({ kind: 'approve', body: { signature, foremanId: null } }), 12);
    expect(
      sent.map((s) => [s.url, s.init.method, new Headers(s.init.headers).get('idempotency-key')]),
    ).toEqual([
      ['/api/timesheets/12/approve', 'POST', 'key-approve'],
      ['/api/timesheets/12/approve', 'POST', 'key-approve'],
    ]);
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ signature, foremanId: null });
  });

  it('sends a queued create with its key too', async () => {
    await docketTransport(queued({ kind: 'create', body: { date: '2026-11-24' } }), 0);
    expect(new Headers(sent[0]!.init.headers).get('idempotency-key')).toBe('key-create');
  });
});
