import type { LightMyRequestResponse } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Solves the challenge of a 428 CHALLENGE_REQUIRED reply as the browser widget would: its base64 payload. */
export async function solve(reply: LightMyRequestResponse): Promise<string> {
  const { code, challenge } = reply.json<{ code: string; challenge: Challenge }>();
  if (reply.statusCode !== 428 || code !== 'CHALLENGE_REQUIRED') {
    throw new Error(`expected a challenge, got ${reply.statusCode} ${reply.body}`);
  }
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
