import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import { type Fault, sleep } from './faults';
import { PROBLEMS } from './problem';

export interface Outcome {
  status: number;
  body: unknown;
}

/** Closes the connection without a reply, after the call has taken effect. */
export function dropConnection(request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  request.raw.socket.destroy();
}

/** The reply a fault gives before the call runs, or null when the call runs (after any delay). */
export async function faultBeforeCall(fault: Fault | null): Promise<Outcome | null> {
  if (!fault) return null;
  if (fault.kind === '500') return { status: 500, body: PROBLEMS.serverError() };
  if (fault.kind === '503') return { status: 503, body: PROBLEMS.unavailable() };
  if (fault.kind === 'slow') await sleep(fault.delayMs);
  return null;
}

/** The token endpoint under a pending fault: `work` runs unless the fault fails the call first. */
export async function applyTokenFault(
  ctx: SimContext,
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Outcome,
): Promise<FastifyReply> {
  const fault = ctx.faults.take('token');
  const early = await faultBeforeCall(fault);
  const outcome = early ?? work();
  if (fault?.kind === 'drop') {
    dropConnection(request, reply);
    return reply;
  }
  return reply.code(outcome.status).send(outcome.body);
}
