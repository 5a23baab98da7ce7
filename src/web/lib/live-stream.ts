import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { liveEvent, type LiveEvent } from '../../shared/dockets/live-schemas';
import { readToken } from './storage-keys';

/**
 * The live updates (issue 17): one stream per tab from GET /api/live (signed in) or GET
 * /api/foreman/live (a project grant), read with fetch so the bearer token or grant travels in a
 * header, never in the address. Each change marks the reads it touches stale (react-query refetches
 * those on screen); a reconnect sends the last event's id, and the server replays what was missed
 * or says `reset` (everything is refetched). The stream reconnects with a growing wait after an
 * error, at once when the browser comes back online or the tab becomes visible, and when nothing
 * (not even the server's keep-alive) arrived for a while — a phone waking from sleep.
 */

/** One SSE message: its id (if any) and data. */
export type SseMessage = { id: string | null; event: string; data: string };

/**
 * Splits SSE text into messages: what was complete, and the rest to keep for the next chunk.
 * Comments (keep-alives) and `retry:` lines are dropped.
 */
export function parseSse(text: string): { messages: SseMessage[]; rest: string } {
  const normal = text.replace(/\r\n?/g, '\n');
  const blocks = normal.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0 || id !== null) messages.push({ id, event, data: data.join('\n') });
  }
  return { messages, rest };
}

/** The third part of a company read's key (`/api/companies/:companyId/<part>`) that shows dockets. */
const COMPANY_DOCKET_READS = new Set([
  'timesheets',
  'dashboard',
  'invoice-dockets',
  'payroll',
  'missing-dockets',
  'weekly-timesheets',
]);

/**
 * Whether a change makes a read stale, by the read's query key (lib/api.ts `queryKeyOf`): the worker's
 * weeks and days, the docket itself and its photos and files, the company's lists, dashboard, /invoices
 * and payroll, invoice management's lists and the code foreman's project. A reset touches every read.
 */
export function touchedBy(key: QueryKey, event: LiveEvent): boolean {
  if (event.kind === 'reset') return true;
  if (event.kind === 'hello') return false;
  const [head, second, third] = key;
  if (typeof head !== 'string') return false;
  const thisDocket = event.kind === 'dockets' || second === event.id;
  switch (head) {
    case '/api/companies':
      return typeof third === 'string' && COMPANY_DOCKET_READS.has(third);
    case '/api/users':
      return third === 'timesheets';
    // The docket, and its photos and files (dockets/attachments/keys.ts): an arrival touches the docket.
    case '/api/timesheets':
    case '/api/foreman/timesheets':
    case 'attachments':
      return thisDocket;
    case '/api/foreman/access':
      return true;
    default:
      return head.startsWith('/api/admin/timesheets');
  }
}

/** Marks stale what the events touch, once for a burst of them. */
export function invalidateFor(client: QueryClient, events: LiveEvent[]): Promise<void> {
  if (events.length === 0) return Promise.resolve();
  return client.invalidateQueries({
    predicate: ({ queryKey }) => events.some((event) => touchedBy(queryKey, event)),
  });
}

/** Where a tab's stream comes from: its session, or a code foreman's grant. */
export type LiveSource = { kind: 'session' } | { kind: 'grant'; grant: string };

/** Waits before the next try: 1 s, 2 s, 4 s … up to 30 s, with some spread. */
export const backoffMs = (failures: number, random: () => number = Math.random): number =>
  Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1) * (0.75 + random() / 2));

/** Nothing for this long (the server says something every 20 s): the connection is gone. */
const SILENCE_MS = 45_000;
/** After this long without a word, a tab coming back to view does not trust its connection. */
const STALE_MS = 25_000;
/** Events arriving together are handled together. */
const BURST_MS = 100;

export type LiveConnection = {
  stop: () => void;
  /**
   * Back online (`fresh`: the network changed, the open connection is likely dead) or visible again
   * (an open connection silent for a while is dropped): try at once.
   */
  reconnectNow: (fresh?: boolean) => void;
};

/** What the connection needs from the page (the real fetch and timers; tests give their own). */
export type LiveDeps = {
  fetch: typeof fetch;
  onEvents: (events: LiveEvent[]) => void;
};

/** Opens and keeps open a stream for a source; `stop` ends it for good. */
export function connectLive(source: LiveSource, deps: LiveDeps): LiveConnection {
  let stopped = false;
  let failures = 0;
  let lastId: string | null = null;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let burst: LiveEvent[] = [];
  let burstTimer: ReturnType<typeof setTimeout> | undefined;
  let lastHeard = Date.now();

  const flush = () => {
    burstTimer = undefined;
    const events = burst;
    burst = [];
    deps.onEvents(events);
  };
  const heard = (event: LiveEvent) => {
    if (event.kind === 'hello') return;
    burst.push(event);
    burstTimer ??= setTimeout(flush, BURST_MS);
  };

  const request = (): { url: string; headers: Record<string, string> } | null => {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (lastId) headers['Last-Event-ID'] = lastId;
    if (source.kind === 'grant')
      return { url: '/api/foreman/live', headers: { ...headers, 'X-Access-Grant': source.grant } };
    const token = readToken();
    if (!token) return null;
    return { url: '/api/live', headers: { ...headers, Authorization: `Bearer ${token}` } };
  };

  const watchSilence = () => {
    lastHeard = Date.now();
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => controller?.abort(), SILENCE_MS);
  };

  function schedule(ms: number) {
    clearTimeout(retryTimer);
    if (!stopped) retryTimer = setTimeout(() => void open(), ms);
  }

  async function open() {
    retryTimer = undefined;
    const call = request();
    if (!call || stopped) return;
    const mine = new AbortController();
    controller = mine;
    let refused = false;
    try {
      const res = await deps.fetch(call.url, {
        headers: call.headers,
        signal: mine.signal,
        credentials: 'include',
        cache: 'no-store',
      });
      // Signed out, or the grant expired: the pages say so; trying again would not help.
      if (res.status === 401 || res.status === 403) refused = true;
      if (!res.ok || !res.body) throw new Error(`live updates: ${res.status}`);
      watchSilence();
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watchSilence();
        const { messages, rest } = parseSse(buffer + value);
        buffer = rest;
        for (const message of messages) {
          if (message.id) lastId = message.id;
          const parsed = liveEvent.safeParse(safeJson(message.data));
          if (!parsed.success) continue;
          if (parsed.data.kind === 'hello') failures = 0;
          heard(parsed.data);
        }
      }
    } catch {
      // dropped, aborted or refused: below
    } finally {
      clearTimeout(silenceTimer);
      if (controller === mine) controller = null;
    }
    if (stopped || refused) return;
    failures++;
    schedule(failures === 1 ? 0 : backoffMs(failures - 1));
  }

  void open();
  return {
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(silenceTimer);
      clearTimeout(burstTimer);
      controller?.abort();
    },
    reconnectNow(fresh = false) {
      if (stopped) return;
      if (controller) {
        // Dropping it reconnects at once (below `open`), with the last event's id.
        if (fresh || Date.now() - lastHeard > STALE_MS) controller.abort();
        return;
      }
      failures = 0;
      schedule(0);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
