import type { QueryClient } from '@tanstack/react-query';
import { can } from '../../../../shared/roles';
import type { UserReply } from '../../../../shared/auth/users-schemas';
import { newIdempotencyKey } from '../../../lib/idempotency';
import {
  addApprove,
  addCreate,
  addDelete,
  addUpdate,
  discard,
  type NewChange,
  type QueuedChange,
  type QueueState,
} from './queue/queue-state';
import { offlineSync } from './queue/sync';
import type { CreateDocketBody, UpdateDocketBody } from '../types';
import { previewDocket } from '../offline-docket';
import { docketKeys } from '../api/keys';
import { docketTransport } from '../api/send-docket-change';
import { listedDocket } from './stored-reads';
import type { Docket } from '../types';

/** The server's docket, or the phone's copy of a change still waiting (isQueuedReply). */
export type QueuedReply = Docket;

export type DocketChange =
  | { kind: 'create'; body: CreateDocketBody }
  | { kind: 'update'; id: number; body: UpdateDocketBody }
  | { kind: 'approve'; id: number; signature: string }
  | { kind: 'delete'; docket: Docket };

type User = Pick<UserReply, 'id' | 'companyId' | 'firstName' | 'lastName' | 'username' | 'role'>;

/** A docket the phone knows: its own query, a list it appears in, or a queued create's copy. */
function knownDocket(client: QueryClient, state: QueueState, userId: number, id: number): Docket | null {
  const queued = state.changes.find((c) => c.kind === 'create' && c.docketId === id)?.preview;
  if (queued) return queued;
  return client.getQueryData<Docket>(docketKeys.one(id)) ?? listedDocket(client, userId, id);
}

/**
 * Someone who does not record dockets (office) keeps no queue on the phone (OfflineSync runs only
 * for those who record): their change goes to the server at once, through the same transport, and
 * a refusal is thrown as before.
 */
async function sendNow(user: User, request: DocketChange): Promise<Docket> {
  const made = {
    id: newIdempotencyKey(),
    key: newIdempotencyKey(),
    userId: user.id,
    preview: null,
    sent: true,
    attention: null,
    madeAt: new Date().toISOString(),
  };
  const answered = (reply: Docket | undefined) => {
    if (!reply) throw new Error('The server sent no docket.');
    return reply;
  };
  switch (request.kind) {
    case 'create':
      return answered(await docketTransport({ ...made, kind: 'create', docketId: 0, body: request.body }, 0));
    case 'update': {
      const change: QueuedChange = { ...made, kind: 'update', docketId: request.id, body: request.body };
      return answered(await docketTransport(change, request.id));
    }
    case 'approve': {
      const body = { signature: request.signature, foremanId: null };
      const change: QueuedChange = { ...made, kind: 'approve', docketId: request.id, body };
      return answered(await docketTransport(change, request.id));
    }
    case 'delete': {
      const change: QueuedChange = { ...made, kind: 'delete', docketId: request.docket.id, body: null };
      await docketTransport(change, request.docket.id);
      return request.docket;
    }
  }
}

/** The update body without what a create does not take (foremanId: the server sets it). */
const forCreate = (body: UpdateDocketBody) => {
  const { foremanId: _foremanId, ...rest } = body;
  return rest;
};

/**
 * Stores the change in the queue (its Idempotency-Key made now), then runs the queue when the
 * phone is online. Answers the server's docket when it was sent, the phone's copy when it waits;
 * a refusal of a change made just now is thrown (the form still holds the values) and not kept; a
 * correction folded into a refused change is thrown too, and stays on the phone as 'Needs attention'.
 */
export async function queueChange(
  client: QueryClient,
  user: User | null,
  request: DocketChange,
): Promise<Docket> {
  if (!user) throw new Error('Sign in to record dockets.');
  if (!can(user.role, 'dockets.create')) return sendNow(user, request);
  const made: NewChange = {
    id: newIdempotencyKey(),
    key: newIdempotencyKey(),
    userId: user.id,
    preview: null,
    madeAt: new Date().toISOString(),
  };
  let reply: Docket | null = null;
  const state = await offlineSync.store.update((s) => {
    switch (request.kind) {
      case 'create': {
        reply = previewDocket(client, user, s.nextTemp, request.body, null);
        return addCreate(s, request.body, { ...made, preview: reply })[0];
      }
      case 'update': {
        const base = knownDocket(client, s, user.id, request.id);
        reply = previewDocket(client, user, request.id, request.body, base);
        const body = request.id < 0 ? forCreate(request.body) : request.body;
        return addUpdate(s, request.id, body, { ...made, preview: reply });
      }
      case 'approve': {
        const base = knownDocket(client, s, user.id, request.id);
        reply = base ? previewDocket(client, user, request.id, {}, base) : null;
        return addApprove(s, request.id, request.signature, made);
      }
      case 'delete':
        reply = request.docket;
        return addDelete(s, request.docket.id, made);
    }
  });
  // The change that carries this one: itself, or the queued change it was folded into (new key).
  const carrier = state.changes.find((c) => c.key === made.key);
  const outcome = carrier ? (await offlineSync.run()).get(carrier.id) : undefined;
  if (outcome?.kind === 'refused') {
    // Only a change made just now leaves the phone; a folded one stays, refused, with its new values.
    if (carrier?.id === made.id) await offlineSync.store.update((s) => discard(s, made.id));
    throw outcome.error;
  }
  const sent = outcome?.kind === 'sent' ? outcome.reply : undefined;
  const answer = sent ?? reply;
  if (!answer) throw new Error('The docket is not on this phone.');
  return answer;
}
