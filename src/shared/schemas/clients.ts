import { z } from 'zod';
import { nullableText, textField, updateSchemaOf } from './fields';

const email = textField()
  .trim()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Valid email is required')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** Add and edit client (spec 002 §5: company name required, the rest optional). */
export const clientBody = z.object({
  name: textField({ message: 'Company name is required' }).trim().min(1, 'Company name is required').max(200),
  email,
  phone: nullableText(50),
  address: nullableText(500),
  contactPerson: nullableText(200),
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
  isActive: z.boolean(),
  createdAt: z.date(),
  contactCount: z.number(),
  projectCount: z.number(),
});

/** Add and edit contact (spec 002 §5: name required). */
export const contactBody = z.object({
  name: textField({ message: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  email,
  phone: nullableText(50),
  title: nullableText(100),
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
