import { z } from 'zod';
import { XeroApiError } from '../../../integrations/xero/api-errors';

/** The parts of Xero's Accounting replies read here, with Xero's field names (xero_accounting.yaml). */

const xeroTaxRate = z.object({
  Name: z.string(),
  TaxType: z.string(),
  Status: z.string().optional(),
  DisplayTaxRate: z.number().optional(),
  EffectiveRate: z.number().optional(),
});

export const taxRatesEnvelope = z.object({ TaxRates: z.array(xeroTaxRate) });

const xeroContact = z.object({
  ContactID: z.string(),
  Name: z.string(),
  EmailAddress: z.string().nullish(),
  ContactStatus: z.string().optional(),
});

export const contactsEnvelope = z.object({ Contacts: z.array(xeroContact) });

/** A 2xx reply that is not what Xero documents: a 502 naming the operation. */
export function readReply<T>(schema: z.ZodType<T>, body: unknown, operation: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new XeroApiError(`Xero's reply to ${operation} was not understood`, 200, null);
  return parsed.data;
}
