import { z } from 'zod';
import { tooLongMessage } from '../schemas/fields';

/** The accounting reads of 002 §5/§7: the company's tax codes (synced from Xero) and Xero contact search. */

/** 002 §5/§8: what every Xero feature says before the company connects. */
export const XERO_NOT_CONNECTED_MESSAGE = 'Xero not connected. Please connect to Xero first.';

/** The tax type the invoice dialog starts on (002 §5 'default tax type OUTPUT'): the default code. */
export const DEFAULT_TAX_TYPE = 'OUTPUT';

/** Contact search starts at 2 characters (002 §5). */
export const CONTACT_SEARCH_MIN = 2;
export const CONTACT_SEARCH_HINT = 'Type at least 2 characters to search Xero contacts';

export const taxCode = z
  .object({
    id: z.number(),
    name: z.string(),
    /** Xero's TaxType, e.g. OUTPUT, EXEMPTOUTPUT, BASEXCLUDED: what an invoice line sends. */
    taxType: z.string(),
    /** Percent as an exact decimal string, e.g. '10.00'. */
    effectiveRate: z.string(),
    displayTaxRate: z.string(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'TaxCode' });

export const taxCodesReply = z.object({ taxCodes: z.array(taxCode) });

export const syncTaxCodesReply = z.object({
  /** How many tax codes the company has now (Xero's active tax rates). */
  count: z.number(),
  /** Whether the default code (OUTPUT) is among them, so the invoice dialog has its default. */
  isDefault: z.boolean(),
});

export const xeroContactsQuery = z.object({
  search: z
    .string()
    .trim()
    .min(CONTACT_SEARCH_MIN, CONTACT_SEARCH_HINT)
    .max(100, tooLongMessage('Search', 100)),
});

/** A Xero contact with Xero's own field names. */
export const xeroContact = z
  .object({
    ContactID: z.string(),
    Name: z.string(),
    EmailAddress: z.string().nullable(),
  })
  .meta({ id: 'XeroContact' });

export const xeroContactsReply = z.object({ contacts: z.array(xeroContact) });

export type TaxCode = z.infer<typeof taxCode>;
export type XeroContact = z.infer<typeof xeroContact>;
