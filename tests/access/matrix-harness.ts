import type { InjectOptions } from 'fastify';
import { createSession } from '../../src/server/access/sessions';
import type { Person } from '../support/people';
import type { MatrixWorld } from './matrix-fixtures';

export const CALLERS = ['anonymous', 'worker', 'foreman', 'office', 'admin', 'otherAdmin'] as const;
export type Caller = (typeof CALLERS)[number];

/** One row of the matrix: a route, how to call it (fresh per call), and the status each caller gets. */
export type MatrixRow = {
  route: string;
  call: (world: MatrixWorld, caller: Caller) => Promise<InjectOptions> | InjectOptions;
  expect: Record<Caller, number>;
  /** The call ends the caller's session: give each call a session of its own. */
  freshSession?: boolean;
};

/** Shorthands for the common shapes of expectations. */
export const everyone = (status: number): Record<Caller, number> =>
  Object.fromEntries(CALLERS.map((c) => [c, status])) as Record<Caller, number>;
export const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
export const adminOnly = (status: number) => ({ ...backOffice(status), office: 403 });
export const backOffice = (status: number) => ({
  anonymous: 401,
  worker: 403,
  foreman: 403,
  office: status,
  admin: status,
  otherAdmin: 404,
});

export function personFor(world: MatrixWorld, caller: Exclude<Caller, 'anonymous'>): Person {
  return caller === 'otherAdmin' ? world.other.admin : world.team[caller];
}

export async function headersFor(world: MatrixWorld, caller: Caller, fresh: boolean) {
  if (caller === 'anonymous') return {};
  const person = personFor(world, caller);
  const token = fresh ? await createSession(world.db, person, {}) : person.token;
  return { authorization: `Bearer ${token}` };
}
