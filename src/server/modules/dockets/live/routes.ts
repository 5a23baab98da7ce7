import type { FastifyReply, FastifyRequest } from 'fastify';
import { createEventBuffer, type EventBuffer } from 'better-sse';
import { liveRoutes as api } from '../../../../shared/dockets/live-routes';
import { LIVE_EVENT_NAME } from '../../../../shared/dockets/live-schemas';
import { requireGrant } from '../../../access/grants';
import { actorOf } from '../../../access/guard';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { createLiveHub, type Audience, type LiveHub } from './hub';

/** A comment this often keeps proxies and phones from closing a quiet stream. */
const KEEP_ALIVE_MS = 20_000;
/** How soon a browser's EventSource would try again (the web's own client has its own backoff). */
const RETRY_MS = 2000;
/** A stream ends after this long; the client reconnects (and is authenticated again). */
export const STREAM_MS = 15 * 60_000;

/**
 * Headers of every stream. It is never compressed (a compressor would hold the events back: the
 * route writes the reply itself, past Fastify's hooks) nor buffered by a proxy (X-Accel-Buffering).
 */
const STREAM_HEADERS = {
  'Cache-Control': 'no-cache, no-store',
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
};

/** What every stream of this process shares: the hub, the streams open, and the time. */
type Streams = { hub: LiveHub; open: Set<() => void>; now: () => Date };

/**
 * How long a stream may last: 15 minutes, and a grant's no longer than the grant (its expiry comes
 * with nothing else happening, so no notice would end it).
 */
function lifetime(audience: Audience, now: Date): number {
  if (audience.kind === 'actor') return STREAM_MS;
  return Math.max(0, Math.min(STREAM_MS, audience.grant.expiresAt.getTime() - now.getTime()));
}

/**
 * Opens the stream for an audience already admitted by the access guard (or its grant). The reply
 * is written here, past Fastify's reply hooks; better-sse's event buffer writes the events (each
 * field sanitised as the SSE format wants). It ends after its lifetime, when the server stops, or
 * when the hub finds its rights gone (hub.ts).
 */
function stream(
  { hub, open, now }: Streams,
  request: FastifyRequest,
  reply: FastifyReply,
  audience: Audience,
  once: boolean,
) {
  reply.hijack();
  const res = reply.raw;
  // Connection: close — once the stream ends (after 15 minutes, or the server stopping) its socket
  // closes too, rather than idling as a keep-alive connection a closing server would wait for.
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    Connection: 'close',
    ...STREAM_HEADERS,
  });
  request.raw.socket?.setNoDelay?.(true);
  const write = (buffer: EventBuffer) => {
    if (!res.writableEnded && !res.destroyed) res.write(buffer.read());
  };
  write(createEventBuffer().retry(RETRY_MS).dispatch());
  const header = request.headers['last-event-id'];
  const lastEventId = (Array.isArray(header) ? header[0] : header)?.slice(0, 100);
  let stopListening = () => {};
  const end = () => {
    stopListening();
    clearTimeout(timer);
    clearInterval(keepAlive);
    open.delete(end);
    if (!res.writableEnded) res.end();
  };
  const timer = setTimeout(end, lifetime(audience, now()));
  const keepAlive = setInterval(() => write(createEventBuffer().comment().dispatch()), KEEP_ALIVE_MS);
  open.add(end);
  res.once('close', end);
  stopListening = hub.listen(
    {
      audience,
      push: (event, id) => {
        write(createEventBuffer().push(event, LIVE_EVENT_NAME, id));
        if (once && event.kind === 'hello') end();
      },
      close: end,
    },
    lastEventId,
  );
}

/**
 * The live updates (issue 17): a server-sent event stream per signed-in user and per project
 * grant, carrying what changed among the dockets the caller may see (hub.ts).
 */
export const liveModule: AppModule = (app, { database, now }) => {
  const streams: Streams = { hub: createLiveHub(database), open: new Set(), now };
  app.addHook('preClose', async () => {
    streams.hub.stop();
    for (const end of [...streams.open]) end();
  });

  serve(app, api.live, (request, reply) => {
    const actor = actorOf(request);
    stream(streams, request, reply, { kind: 'actor', actor }, request.query.once === '1');
  });
  serve(app, api.foremanLive, async (request, reply) => {
    const grant = await requireGrant(database.db, request);
    stream(streams, request, reply, { kind: 'grant', grant }, request.query.once === '1');
  });
};
