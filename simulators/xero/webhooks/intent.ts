import { entropy, postSigned, type Signing } from './payload';
import type { WebhookTarget } from './deliver';

export interface IntentAttempt {
  signed: boolean;
  status: number | null;
  ms: number;
  error: string | null;
}

export interface IntentResult {
  ok: boolean;
  attempts: IntentAttempt[];
}

/** One correctly signed request, then wrongly signed ones, as Xero's check sends them. */
const SEQUENCE: Signing[] = ['valid', 'wrong', 'wrong', 'wrong'];

/**
 * Xero's 'Intent to receive' check, run when a webhook is saved: requests with an empty event list
 * (`{"events":[],"firstEventSequence":0,"lastEventSequence":0,"entropy":"…"}`); the webhook is OK only
 * when the correctly signed one is answered 200 and every wrongly signed one 401, each within 5 s.
 */
export async function intentToReceive(target: WebhookTarget): Promise<IntentResult> {
  const attempts: IntentAttempt[] = [];
  for (const signing of SEQUENCE) {
    const body = JSON.stringify({
      events: [],
      firstEventSequence: 0,
      lastEventSequence: 0,
      entropy: entropy(),
    });
    const result = await postSigned(target.url, target.key, body, signing);
    attempts.push({ signed: signing === 'valid', ...result });
  }
  const ok = attempts.every((attempt) => attempt.status === (attempt.signed ? 200 : 401));
  return { ok, attempts };
}
