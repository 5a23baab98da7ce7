import { z } from 'zod';
import { limitedText, nullableText, updateSchemaOf } from '../schemas/fields';

const email = limitedText('Email', 254)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Valid email is required')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** Add and edit client (spec 002 §5: company name required, the rest optional). */
export const clientBody = z.object({
  name: limitedText('Company name', 200, { message: 'Company name is required' }).min(
    1,
    'Company name is required',
  ),
  email,
  phone: nullableText('Phone', 50),
  address: nullableText('Address', 500),
  contactPerson: nullableText('Contact person', 200),
  /**
   * The Xero contact the client's automatic invoices go to (issue 27): chosen from Xero's contacts,
   * never guessed; null clears it (and its name).
   */
  xeroContactId: z.uuid('Choose a Xero contact from the search').nullable().optional(),
  xeroContactName: nullableText('Xero contact', 255),
});
export const clientUpdate = updateSchemaOf(clientBody);

export const clientReply = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  contactPerson: z.string().nullable(),
  xeroContactId: z.string().nullable(),
  xeroContactName: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.date(),
  contactCount: z.number(),
  projectCount: z.number(),
});

/** Add and edit contact (spec 002 §5: name required). */
export const contactBody = z.object({
  name: limitedText('Name', 200, { message: 'Name is required' }).min(1, 'Name is required'),
  email,
  phone: nullableText('Phone', 50),
  title: nullableText('Title', 100),
  isForeman: z.boolean().optional().default(false),
});
export const contactUpdate = updateSchemaOf(contactBody);

export const contactReply = z.object({
  id: z.number(),
  clientId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  isForeman: z.boolean(),
});
