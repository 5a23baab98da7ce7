import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../shared/dockets/live-schemas';
import { queryKeyOf } from './api';
import { backoffMs, connectLive, invalidateFor, parseSse, touchedBy } from './live-stream';

describe('parseSse', () => {
  it('splits complete messages from the rest, keeping ids and dropping keep-alive comments', () => {
    const text =
      'retry: 2000\n\n: \n\nid: ab-1\nevent: change\ndata: {"kind":"hello"}\n\nid: ab-2\r\nevent: change\r\ndata: {"kind":"docket",';
    const { messages, rest } = parseSse(text);
    expect(messages).toEqual([{ id: 'ab-1', event: 'change', data: '{"kind":"hello"}' }]);
    expect(rest).toBe('id: ab-2\nevent: change\ndata: {"kind":"docket",');
    const more = parseSse(`${rest}"id":7,"projectId":3}\n\n`);
    expect(more.messages).toEqual([
      { id: 'ab-2', event: 'change', data: '{"kind":"docket","id":7,"projectId":3}' },
    ]);
    expect(more.rest).toBe('');
  });
});

describe('touchedBy', () => {
  const docket: LiveEvent = { kind: 'docket', id: 7, projectId: 3, status: 'approved' };
  const keys = {
    officeList: queryKeyOf(
      '/api/companies/:companyId/timesheets',
      { companyId: 1 },
      { status: 'pending_approval' },
    ),
    dashboard: queryKeyOf('/api/companies/:companyId/dashboard', { companyId: 1 }),
    invoices: queryKeyOf('/api/companies/:companyId/invoice-dockets', { companyId: 1 }),
    payroll: queryKeyOf('/api/companies/:companyId/payroll', { companyId: 1 }),
    completed: queryKeyOf('/api/companies/:companyId/timesheets/completed', { companyId: 1 }),
    week: queryKeyOf('/api/users/:id/timesheets', { id: 4 }, { startDate: '2026-11-16' }),
    thisDocket: queryKeyOf('/api/timesheets/:id', { id: 7 }),
    otherDocket: queryKeyOf('/api/timesheets/:id', { id: 8 }),
    attachments: ['attachments', 7],
    otherAttachments: ['attachments', 8],
    foremanAttachments: queryKeyOf('/api/foreman/timesheets/:id/attachments', { id: 7 }),
    foremanProject: ['/api/foreman/access', 3],
    approved: queryKeyOf('/api/admin/timesheets/approved'),
    projects: queryKeyOf('/api/companies/:companyId/projects', { companyId: 1 }),
    clients: queryKeyOf('/api/companies/:companyId/clients', { companyId: 1 }),
  };

  it("marks stale the lists, dashboards, /invoices, payroll, the docket, its photos and the foreman's project", () => {
    const touched = Object.entries(keys)
      .filter(([, key]) => touchedBy(key, docket))
      .map(([name]) => name);
    expect(touched).toEqual([
      'officeList',
      'dashboard',
      'invoices',
      'payroll',
      'completed',
      'week',
      'thisDocket',
      'attachments',
      'foremanAttachments',
      'foremanProject',
      'approved',
    ]);
  });

  it('a change of unknown dockets touches every docket; a reset everything; hello nothing', () => {
    expect(touchedBy(keys.otherDocket, { kind: 'dockets' })).toBe(true);
    expect(touchedBy(keys.clients, { kind: 'dockets' })).toBe(false);
    expect(touchedBy(keys.clients, { kind: 'reset' })).toBe(true);
    expect(touchedBy(keys.officeList, { kind: 'hello' })).toBe(false);
  });

  it('invalidates only the touched queries of a client', async () => {
    const client = new QueryClient();
    client.setQueryData(keys.officeList, []);
    client.setQueryData(keys.clients, []);
    await invalidateFor(client, [docket]);
    expect(client.getQueryState(keys.officeList)?.isInvalidated).toBe(true);
    expect(client.getQueryState(keys.clients)?.isInvalidated).toBe(false);
  });
});

describe('backoffMs', () => {
  it('grows from about a second to at most 30 s', () => {
    expect(backoffMs(1, () => 0.5)).toBe(1000);
    expect(backoffMs(3, () => 0.5)).toBe(4000);
    expect(backoffMs(20, () => 1)).toBe(30_000);
    expect(backoffMs(2, () => 0)).toBe(1500);
  });
});

/** A server stream the test writes to. */
function fakeStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (id: string, event: LiveEvent) =>
      controller.enqueue(encoder.encode(`id: ${id}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`)),
    end: () => controller.close(),
  };
}

describe('connectLive', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the grant in a header, hands events on, and reconnects with the last id after the stream ends', async () => {
    const streams = [fakeStream(), fakeStream()];
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const fetchStub = vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      return Promise.resolve(streams[calls.length - 1]!.response);
    });
    const heard: LiveEvent[][] = [];
    const live = connectLive(
      { kind: 'grant', grant: 'g-123' },
      { fetch: fetchStub as unknown as typeof fetch, onEvents: (events) => heard.push(events) },
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/api/foreman/live', headers: { 'X-Access-Grant': 'g-123' } });
    expect(calls[0]!.url).not.toContain('g-123');
    streams[0]!.send('b-1', { kind: 'hello' });
    streams[0]!.send('b-2', { kind: 'docket', id: 7, projectId: 3, status: 'pending_approval' });
    await vi.waitFor(() => expect(heard.flat()).toHaveLength(1));
    expect(heard.flat()[0]).toEqual({ kind: 'docket', id: 7, projectId: 3, status: 'pending_approval' });

    streams[0]!.end();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.headers['Last-Event-ID']).toBe('b-2');
    live.stop();
  });

  it('stops for good when the grant is refused', async () => {
    const fetchStub = vi.fn(() =>
      Promise.resolve(new Response('{"message":"expired","code":"UNAUTHORIZED"}', { status: 401 })),
    );
    connectLive(
      { kind: 'grant', grant: 'old' },
      { fetch: fetchStub as unknown as typeof fetch, onEvents: () => {} },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('drops a silent connection and tries again at once when the network comes back', async () => {
    const streams = [fakeStream(), fakeStream()];
    let n = 0;
    const fetchStub = vi.fn((_url: string, init: RequestInit) => {
      const stream = streams[n++]!;
      init.signal?.addEventListener('abort', () => stream.end());
      return Promise.resolve(stream.response);
    });
    const live = connectLive(
      { kind: 'grant', grant: 'g' },
      { fetch: fetchStub as unknown as typeof fetch, onEvents: () => {} },
    );
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    streams[0]!.send('c-1', { kind: 'hello' });
    live.reconnectNow(true);
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
    expect((fetchStub.mock.calls[1]![1].headers as Record<string, string>)['Last-Event-ID']).toBe('c-1');
    live.stop();
  });
});
