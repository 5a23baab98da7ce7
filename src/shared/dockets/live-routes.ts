import { foremanLiveQuery, liveQuery } from './live-schemas';
import { defineRoutes } from '../api/route';

const tag = 'Live updates';

const STREAM =
  'Server-sent events (text/event-stream), one `change` event per change as JSON `{ kind, id?, projectId?, status? }`: what changed, never money. Each event has an id; reconnecting with Last-Event-ID replays what the server still holds, else a `reset` event says to refetch everything. A comment every 20 s keeps the connection open; the server closes it after 15 minutes (reconnect).';

/** The live updates (issue 17): a stream per signed-in user and per project grant. */
export const liveRoutes = defineRoutes({
  live: {
    method: 'GET',
    path: '/api/live',
    summary: 'Changes to the dockets the caller may see, as they happen (server-sent events)',
    tag,
    access: 'dockets.read',
    query: liveQuery,
    reply: { stream: 'text/event-stream', description: STREAM },
  },
  foremanLive: {
    method: 'GET',
    path: '/api/foreman/live',
    summary: 'Changes to the dockets a project grant opens, as they happen (server-sent events)',
    tag,
    access: 'public',
    publicBecause:
      "Only with a grant (header X-Access-Grant) from a project code or an approval e-mail's link; it carries changes of what that grant opens, without money.",
    query: foremanLiveQuery,
    reply: { stream: 'text/event-stream', description: STREAM },
  },
});
