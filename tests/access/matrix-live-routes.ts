import { pendingWithGrant } from './matrix-fixtures';
import { everyone, signedIn, type MatrixRow } from './matrix-harness';

/**
 * The live updates (issue 17): every signed-in user has a stream of what they may see; a project
 * grant has one of what it opens, whoever carries it. `?once=1` closes the stream after its first
 * event, so the call ends.
 */
export const liveRows: MatrixRow[] = [
  {
    route: 'GET /api/live',
    call: () => ({ method: 'GET', url: '/api/live?once=1' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/foreman/live',
    call: async (w) => ({
      method: 'GET',
      url: '/api/foreman/live?once=1',
      headers: (await pendingWithGrant(w)).grant,
    }),
    expect: everyone(200),
  },
];
