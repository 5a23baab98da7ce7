import { createHmac, randomInt } from 'node:crypto';

/** One notice in a webhook body, as Xero writes it (camelCase, unlike the accounting API). */
export interface WebhookEvent {
  resourceUrl: string;
  resourceId: string;
  /** `2026-11-29T10:00:00.000`: UTC, no zone letter. */
  eventDateUtc: string;
  eventType: 'CREATE' | 'UPDATE';
  eventCategory: 'INVOICE' | 'CONTACT';
  tenantId: string;
  tenantType: 'ORGANISATION';
}

export const eventDateUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 23);

/** Xero's entropy is a run of random capital letters. */
export function entropy(): string {
  return Array.from({ length: 20 }, () => String.fromCharCode(65 + randomInt(26))).join('');
}

/** The exact bytes sent: `{"events":[…],"firstEventSequence":n,"lastEventSequence":n,"entropy":"…"}`. */
export function webhookBody(events: unknown[], first: number, last: number): string {
  return JSON.stringify({
    events,
    firstEventSequence: first,
    lastEventSequence: last,
    entropy: entropy(),
  });
}

/** `x-xero-signature`: base64 of HMAC-SHA256 of the raw body, keyed by the webhook key. */
export function xeroSignature(body: string, key: string): string {
  return createHmac('sha256', key).update(body, 'utf8').digest('base64');
}

/** A signature made with some other key, as a forger or Xero's intent-to-receive check sends. */
export function wrongSignature(body: string): string {
  return xeroSignature(body, `not-the-key-${entropy()}`);
}

export type Signing = 'valid' | 'wrong' | 'none';

export interface PostResult {
  status: number | null;
  error: string | null;
  ms: number;
}

/** Xero waits 5 seconds for the receiver's answer. */
export const ANSWER_WITHIN_MS = 5000;

/** One POST of a body to the receiver, signed as asked; never throws. */
export async function postSigned(
  url: string,
  key: string,
  body: string,
  signing: Signing,
): Promise<PostResult> {
  const started = Date.now();
  const signature =
    signing === 'valid' ? xeroSignature(body, key) : signing === 'wrong' ? wrongSignature(body) : null;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'x-xero-signature': signature } : {}),
      },
      body,
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    await response.arrayBuffer();
    return { status: response.status, error: null, ms: Date.now() - started };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    const message = timedOut ? `no answer within ${ANSWER_WITHIN_MS / 1000} s` : (error as Error).message;
    return { status: null, error: message, ms: Date.now() - started };
  }
}
