import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { DocketStatus } from '../../../../shared/dockets/schemas';
import type { LiveEvent } from '../../../../shared/dockets/live-schemas';
import { can } from '../../../../shared/roles';
import { FOREMAN_STATUSES, openGrantIds, type Grant, type HeldGrant } from '../../../access/grants';
import { openSessionRoles, type Actor } from '../../../access/sessions';
import type { ChangeScope } from '../../../db/changes';
import type { Database } from '../../../db/client';
import { dockets } from '../../../db/schema';
import { visibleDockets } from '../access';

/** What this process knew of a docket before a change: where it was, and in which status. */
type Known = { updatedAt: number; projectId: number | null; status: DocketStatus };

/**
 * One change as the hub keeps it: the whole of what decides who may hear of it. `before` is the
 * docket as this process last saw it (a foreman must hear that a docket left their list).
 */
export type HubEvent = {
  seq: number;
  kind: 'docket' | 'dockets' | 'reset';
  /** null: every company (a reset). */
  companyId: number | null;
  workerId: number | null;
  id: number | null;
  projectId: number | null;
  status: DocketStatus | null;
  before: { projectId: number | null; status: DocketStatus } | null;
};

/** Who listens: a signed-in user, or a project grant (the foreman without an account). */
export type Audience = { kind: 'actor'; actor: Actor } | { kind: 'grant'; grant: HeldGrant };

/**
 * A stream: what it may hear, how an event reaches it (with its SSE id), and how it ends when the
 * rights it was opened with are gone.
 */
export type Listener = {
  audience: Audience;
  push: (event: LiveEvent, id: string) => void;
  close: () => void;
};

/** Dockets changed longer ago than this are not looked for after a notice (a commit takes far less). */
const RECENT_MS = 10 * 60_000;
/** Events kept for a reconnecting stream (Last-Event-ID). */
export const REPLAY_EVENTS = 1000;
/** Resets at most this often (a run of notices that name nothing). */
const RESET_EVERY_MS = 2000;
const KNOWN_LIMIT = 20_000;

const companyOf = (audience: Audience) =>
  audience.kind === 'actor' ? audience.actor.companyId : audience.grant.companyId;

const grantSees = (grant: Grant, projectId: number | null, status: DocketStatus, id: number) =>
  projectId === grant.projectId &&
  (grant.kind === 'approval_link'
    ? id === grant.docketId && status !== 'void'
    : (FOREMAN_STATUSES as readonly string[]).includes(status));

/**
 * The live updates of one server process (issue 17). It follows the data's change clocks
 * (db/changes.ts), which move on the tables' NOTIFY of every commit — this process's own and, on a
 * PostgreSQL server, every other process's — naming the company and worker whose dockets changed.
 * For each worker named it reads which of their dockets changed just now (their `updated_at`), and
 * hands each change to the streams allowed to see that docket, by the docket scopes
 * (dockets/access.ts `visibleDockets`, access/grants.ts `visibleToGrant`): what changed (kind, id,
 * project, status), never money. A change it cannot pin to a docket (a deletion) tells the worker
 * and the office to refetch their lists; a notice naming nothing, or the clock going live again
 * after the database connection dropped, tells everyone (`reset`). The last events are kept for
 * streams that reconnect; their ids carry this process's boot id, so a stream that reconnects to
 * another process gets a reset instead.
 *
 * Before it turns notices into events, it looks again whether the streams of the companies they
 * name may go on (issue 24): a session signed out, expired or of a person deactivated, a role
 * changed, a grant expired or of an archived project ends its stream. Those changes send a notice
 * naming the company (the people's and projects' triggers, a sign-out's own notice), so the stream
 * ends at once, in every process; and no event reaches a stream not looked at since.
 */
export function createLiveHub({ db, changes }: Pick<Database, 'db' | 'changes'>) {
  const boot = randomBytes(4).toString('hex');
  let seq = 0;
  const kept: HubEvent[] = [];
  const known = new Map<number, Known>();
  const listeners = new Map<Listener, Promise<void>>();
  const pending = new Set<string>();
  /** Companies whose streams are to be looked at again; null: every company's. */
  let recheck: Set<number> | null = new Set();
  let resetWanted = false;
  let lastReset = 0;
  let resetTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let scheduled = false;
  let wasLive = changes.live;
  let stopped = false;

  const idOf = (n: number) => `${boot}-${n}`;

  function record(event: Omit<HubEvent, 'seq'>) {
    const kept1 = { ...event, seq: ++seq };
    kept.push(kept1);
    if (kept.length > REPLAY_EVENTS) kept.shift();
    for (const listener of listeners.keys()) deliver(listener, [kept1]);
  }

  /** Hands events to one stream in order (a signed-in foreman's need a look at the database). */
  function deliver(listener: Listener, events: HubEvent[]) {
    const previous = listeners.get(listener);
    if (!previous) return;
    const next = previous
      .then(async () => {
        for (const [event, sent] of await visibleOf(listener.audience, events))
          listener.push(sent, idOf(event.seq));
      })
      .catch(() => {});
    listeners.set(listener, next);
  }

  /** The events an audience may hear, each as it may hear it. */
  async function visibleOf(audience: Audience, events: HubEvent[]): Promise<[HubEvent, LiveEvent][]> {
    const out: [HubEvent, LiveEvent][] = [];
    const foremanIds =
      audience.kind === 'actor' && needsLookup(audience.actor)
        ? await lookedUp(
            audience.actor,
            events.filter((e) => e.kind === 'docket' && e.companyId === audience.actor.companyId),
          )
        : new Set<number>();
    for (const event of events) {
      if (event.kind === 'reset') {
        out.push([event, { kind: 'reset' }]);
        continue;
      }
      const sees = seesNow(audience, event, foremanIds);
      if (event.kind === 'dockets') {
        if (sees) out.push([event, { kind: 'dockets' }]);
        continue;
      }
      const docket = { kind: 'docket' as const, id: event.id!, projectId: event.projectId };
      if (sees) out.push([event, { ...docket, ...(event.status ? { status: event.status } : {}) }]);
      else if (sawBefore(audience, event)) out.push([event, docket]);
    }
    return out;
  }

  /** A signed-in foreman sees others' dockets on their projects by rules the database applies. */
  const needsLookup = (actor: Actor) =>
    !can(actor.role, 'dockets.readCompany') && can(actor.role, 'dockets.readOnProjects');

  async function lookedUp(actor: Actor, events: HubEvent[]): Promise<Set<number>> {
    const ids = [...new Set(events.filter((e) => e.workerId !== actor.userId).map((e) => e.id!))];
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: dockets.id })
      .from(dockets)
      .where(and(inArray(dockets.id, ids), visibleDockets(db, actor)));
    return new Set(rows.map((r) => r.id));
  }

  function seesNow(audience: Audience, event: HubEvent, foremanIds: Set<number>): boolean {
    if (audience.kind === 'grant') {
      const { grant } = audience;
      return (
        event.kind === 'docket' &&
        event.companyId === grant.companyId &&
        event.status !== null &&
        grantSees(grant, event.projectId, event.status, event.id!)
      );
    }
    const { actor } = audience;
    if (event.companyId !== actor.companyId) return false;
    if (can(actor.role, 'dockets.readCompany')) return true;
    if (event.workerId === actor.userId) return true;
    return event.kind === 'docket' && foremanIds.has(event.id!);
  }

  /** A grant whose list showed the docket hears that it left it (its status is no longer theirs to see). */
  function sawBefore(audience: Audience, event: HubEvent): boolean {
    if (audience.kind !== 'grant' || !event.before || event.companyId !== audience.grant.companyId)
      return false;
    return grantSees(audience.grant, event.before.projectId, event.before.status, event.id!);
  }

  /** Ends the streams of these companies (null: all) whose session, role or grant no longer holds. */
  async function admit(companies: Set<number> | null) {
    const due = [...listeners.keys()].filter(
      (l) => companies === null || companies.has(companyOf(l.audience)),
    );
    if (due.length === 0) return;
    const [roles, grants] = await Promise.all([
      openSessionRoles(
        db,
        due.flatMap((l) => (l.audience.kind === 'actor' ? [l.audience.actor.sessionId] : [])),
      ),
      openGrantIds(
        db,
        due.flatMap((l) => (l.audience.kind === 'grant' ? [l.audience.grant.id] : [])),
      ),
    ]);
    for (const listener of due) {
      const { audience } = listener;
      const holds =
        audience.kind === 'actor'
          ? roles.get(audience.actor.sessionId) === audience.actor.role
          : grants.has(audience.grant.id);
      if (holds) continue;
      listeners.delete(listener);
      listener.close();
    }
  }

  /** Which dockets of these workers changed since this process last looked, and what they were before. */
  async function look(scopes: string[]) {
    const since = new Date(Date.now() - RECENT_MS);
    for (const scope of scopes) {
      const [company, worker] = scope.split(':').map(Number) as [number, number];
      const rows = await db
        .select({
          id: dockets.id,
          projectId: dockets.projectId,
          status: dockets.status,
          updatedAt: dockets.updatedAt,
        })
        .from(dockets)
        .where(
          and(eq(dockets.companyId, company), eq(dockets.workerId, worker), gt(dockets.updatedAt, since)),
        );
      let found = 0;
      for (const row of rows) {
        const before = known.get(row.id);
        const now: Known = {
          updatedAt: row.updatedAt.getTime(),
          projectId: row.projectId,
          status: row.status,
        };
        if (
          before &&
          before.updatedAt === now.updatedAt &&
          before.status === now.status &&
          before.projectId === now.projectId
        )
          continue;
        known.delete(row.id);
        known.set(row.id, now);
        found++;
        record({
          kind: 'docket',
          companyId: company,
          workerId: worker,
          id: row.id,
          projectId: row.projectId,
          status: row.status,
          before: before ? { projectId: before.projectId, status: before.status } : null,
        });
      }
      if (found === 0)
        record({
          kind: 'dockets',
          companyId: company,
          workerId: worker,
          id: null,
          projectId: null,
          status: null,
          before: null,
        });
    }
    while (known.size > KNOWN_LIMIT) known.delete(known.keys().next().value!);
  }

  function reset() {
    resetWanted = false;
    lastReset = Date.now();
    record({
      kind: 'reset',
      companyId: null,
      workerId: null,
      id: null,
      projectId: null,
      status: null,
      before: null,
    });
  }

  function wantReset() {
    if (resetWanted) return;
    resetWanted = true;
    const wait = Math.max(0, lastReset + RESET_EVERY_MS - Date.now());
    resetTimer = setTimeout(() => {
      resetTimer = undefined;
      if (!stopped) running = running.then(reset);
    }, wait);
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (stopped) return;
      const scopes = [...pending];
      const companies = recheck;
      pending.clear();
      recheck = new Set();
      // No stream open: nothing to look for; one that reconnects hears that it missed something.
      if (listeners.size === 0) {
        if (kept.at(-1)?.kind !== 'reset') running = running.then(reset);
        return;
      }
      running = running
        .then(() => admit(companies))
        .then(() => look(scopes))
        .catch(() => wantReset());
    });
  }

  const unwatch = changes.watch((scopes: readonly ChangeScope[] | null) => {
    if (stopped) return;
    if (scopes === null) {
      // Any company's data (and so anyone's rights) may have changed.
      recheck = null;
      schedule();
      // Going live again: changes made while the connection was down were never told.
      const live = changes.live;
      const cameBack = live && !wasLive;
      wasLive = live;
      if (cameBack) wantReset();
      return;
    }
    for (const { company, worker } of scopes) {
      recheck?.add(company);
      if (worker !== undefined) pending.add(`${company}:${worker}`);
    }
    schedule();
  });

  return {
    /**
     * Adds a stream. With the id of the last event it heard (Last-Event-ID), it first gets what it
     * missed, if this process still holds it, else a reset; then `hello` with the current id.
     */
    listen(listener: Listener, lastEventId: string | undefined): () => void {
      const head = seq;
      listeners.set(listener, Promise.resolve());
      if (lastEventId) {
        const [from, n] = lastEventId.split('-');
        const last = Number(n);
        const oldest = kept[0]?.seq ?? head + 1;
        const replayable = from === boot && Number.isInteger(last) && last <= head && last >= oldest - 1;
        if (replayable)
          deliver(
            listener,
            kept.filter((e) => e.seq > last && e.seq <= head),
          );
        else listener.push({ kind: 'reset' }, idOf(head));
      }
      const hello = listeners.get(listener)!.then(() => listener.push({ kind: 'hello' }, idOf(head)));
      listeners.set(
        listener,
        hello.catch(() => {}),
      );
      return () => {
        listeners.delete(listener);
      };
    },
    /** Streams open in this process (tests, and the close below). */
    get listening(): number {
      return listeners.size;
    },
    /** Settles once the notices received so far have been turned into events (tests). */
    async settled(): Promise<void> {
      await new Promise((resolve) => setImmediate(resolve));
      await running;
    },
    stop(): void {
      stopped = true;
      unwatch();
      if (resetTimer) clearTimeout(resetTimer);
      listeners.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
