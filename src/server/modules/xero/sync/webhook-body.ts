import { z } from 'zod';
import { xeroInstant } from '../../../integrations/xero/xero-dates';

/**
 * A webhook delivery as Xero sends it (camelCase, unlike the Accounting API): `{ events: [...],
 * firstEventSequence, lastEventSequence, entropy }`; the intent-to-receive check sends no events.
 * Only the fields read are checked; an event is a notice, never believed about the invoice.
 */
const eventDate = z.string().transform((value, ctx) => {
  const at = xeroInstant(value);
  if (at === null) {
    ctx.addIssue({ code: 'custom', message: 'eventDateUtc is not a date' });
    return z.NEVER;
  }
  return at;
});

export const xeroWebhookEvent = z.object({
  resourceId: z.string().min(1).max(64),
  eventDateUtc: eventDate,
  eventType: z.string().min(1).max(30),
  eventCategory: z.string().min(1).max(30),
  tenantId: z.string().min(1).max(64),
  resourceUrl: z.string().max(2000).optional(),
  tenantType: z.string().max(30).optional(),
});
export type XeroWebhookEvent = z.infer<typeof xeroWebhookEvent>;

export const xeroWebhookBody = z.object({
  events: z.array(xeroWebhookEvent).max(1000),
  firstEventSequence: z.number().optional(),
  lastEventSequence: z.number().optional(),
});

/** The delivery's events, or null when the bytes are not that JSON. */
export function readWebhookBody(raw: Buffer): XeroWebhookEvent[] | null {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = xeroWebhookBody.safeParse(json);
  return parsed.success ? parsed.data.events : null;
}
