import { describe, expect, it } from 'vitest';
import {
  CLIENT_EVENT_TYPES,
  clientEventProblem,
  DOCKET_EVENTS,
  isClientEventType,
  SERVER_EVENT_TYPES,
} from './docket-events';

describe('docket events', () => {
  it('splits every event into server-only and client ones, with none left over', () => {
    expect([...SERVER_EVENT_TYPES, ...CLIENT_EVENT_TYPES].sort()).toEqual(Object.keys(DOCKET_EVENTS).sort());
    expect(SERVER_EVENT_TYPES).toContain('resent_approval_request');
    expect(CLIENT_EVENT_TYPES).toEqual(['note', 'emailed_foreman']);
  });

  it('lets a client post only client events', () => {
    for (const t of SERVER_EVENT_TYPES) expect(isClientEventType(t)).toBe(false);
    for (const t of CLIENT_EVENT_TYPES) expect(clientEventProblem(t)).toBeNull();
    expect(clientEventProblem('approved')).toBe(
      "'approved' events are recorded by the server; a client may post 'note' or 'emailed_foreman'",
    );
    expect(clientEventProblem('toString')).toMatch(/^Unknown event type 'toString'/);
  });
});
