import { z } from 'zod';
import { DOCKET_STATUSES } from './schemas';
import { grantQuery } from './foreman-schemas';

/**
 * The live updates (issue 17): what changed, never the data itself (and never money). The screens
 * refetch what they show when a change reaches them.
 *
 * - `docket`: one docket changed (created, edited, sent for approval, approved, invoiced ...): its id,
 *   its project and, when the caller sees it now, its status.
 * - `dockets`: some dockets of the company changed without the server knowing which (a deletion, a
 *   change of many at once): refetch the docket lists.
 * - `reset`: the server could not tell what the caller missed (a reconnect after too long, to another
 *   server process, or after the database connection dropped): refetch everything shown.
 * - `hello`: the stream is open (first event of every connection).
 */
export const liveEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('docket'),
    id: z.number().int(),
    projectId: z.number().int().nullable(),
    status: z.enum(DOCKET_STATUSES).optional(),
  }),
  z.object({ kind: z.literal('dockets') }),
  z.object({ kind: z.literal('reset') }),
  z.object({ kind: z.literal('hello') }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/** The SSE event name every live event is sent under (its data is one `liveEvent` as JSON). */
export const LIVE_EVENT_NAME = 'change';

/** `?once=1`: send the `hello` event and close (a probe of access, e.g. for monitoring and the permission matrix). */
export const liveQuery = z.object({ once: z.enum(['1']).optional() });

/** A project grant's stream: the grant in the X-Access-Grant header (or ?grant=, as every grant call). */
export const foremanLiveQuery = liveQuery.extend({ grant: grantQuery.shape.grant });
