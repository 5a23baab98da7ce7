import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * Solves the challenge of a 428 CHALLENGE_REQUIRED reply as the browser widget would: its base64 payload.
 * Takes any injected reply, the typed client's included (its json() is typed as the route's success).
 */
export async function solve(reply: { statusCode: number; body: string; json(): unknown }): Promise<string> {
  const { code, challenge } = reply.json() as { code: string; challenge: Challenge };
  if (reply.statusCode !== 428 || code !== 'CHALLENGE_REQUIRED') {
    throw new Error(`expected a challenge, got ${reply.statusCode} ${reply.body}`);
  }
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
