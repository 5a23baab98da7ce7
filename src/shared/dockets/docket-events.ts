/**
 * Every docket event type (spec 001 §4's Action Timeline), each with who may write it. Server events
 * are the audit trail: only the server records them (a create, an edit, a status change, an approval
 * request). Client events are the notes a signed-in user may post (POST /api/timesheets/:id/events);
 * the events call accepts these and nothing else. Adding an event means adding it here, with its writer.
 */
export const DOCKET_EVENTS = {
  created: 'server',
  edited: 'server',
  approved: 'server',
  pending_approval: 'server',
  approval_request_sent: 'server',
  resent_approval_request: 'server',
  reverted_to_draft: 'server',
  reverted: 'server',
  voided: 'server',
  invoiced: 'server',
  uninvoiced: 'server',
  unlinked_foreman: 'server',
  foreman_assigned: 'server',
  // A photo or file added to the docket or removed from it (issue 28): details { kind, fileName }.
  attachment_added: 'server',
  attachment_removed: 'server',
  note: 'client',
  emailed_foreman: 'client',
} as const satisfies Record<string, 'server' | 'client'>;

type Events = typeof DOCKET_EVENTS;
export type DocketEventType = keyof Events;
export type ServerEventType = {
  [K in DocketEventType]: Events[K] extends 'server' ? K : never;
}[DocketEventType];
export type ClientEventType = {
  [K in DocketEventType]: Events[K] extends 'client' ? K : never;
}[DocketEventType];

const typesBy = <W extends 'server' | 'client'>(writer: W) =>
  (Object.keys(DOCKET_EVENTS) as DocketEventType[]).filter((t) => DOCKET_EVENTS[t] === writer);

export const SERVER_EVENT_TYPES = typesBy('server') as ServerEventType[];
export const CLIENT_EVENT_TYPES = typesBy('client') as ClientEventType[];

export const isDocketEventType = (type: string): type is DocketEventType =>
  Object.hasOwn(DOCKET_EVENTS, type);
export const isClientEventType = (type: string): type is ClientEventType =>
  isDocketEventType(type) && DOCKET_EVENTS[type] === 'client';

/** Why a client may not post `type`, or null when it may: the 400's message of the events call. */
export function clientEventProblem(type: string): string | null {
  if (isClientEventType(type)) return null;
  const named = type.length > 50 ? `${type.slice(0, 50)}…` : type;
  const allowed = `a client may post ${CLIENT_EVENT_TYPES.map((t) => `'${t}'`).join(' or ')}`;
  return isDocketEventType(type)
    ? `'${type}' events are recorded by the server; ${allowed}`
    : `Unknown event type '${named}': ${allowed}`;
}
