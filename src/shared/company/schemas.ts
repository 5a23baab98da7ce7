import { z } from 'zod';
import { ABN_MESSAGE, abnDigits, isValidAbn } from './abn';
import { isValidTimeZone } from '../dates';
import {
  clashesWithXero,
  hasPrefixCharacters,
  INVOICE_PREFIX_MAX,
  INVOICE_PREFIX_MSG,
} from '../invoicing/invoice-prefix';
import {
  ACCOUNT_NUMBER_MESSAGE,
  accountNumberDigits,
  BSB_MESSAGE,
  bsbDigits,
  isValidAccountNumber,
  isValidBsb,
} from './payment-details';
import { ROLES } from '../roles';
import { idParams } from '../schemas/params';
import {
  clockField as clock,
  emailField,
  limitedText,
  nullableText,
  textField,
  updateSchemaOf,
} from '../schemas/fields';

/**
 * The ABN as typed (spaces allowed), kept as its 11 digits; empty clears it (null). Not sent: left as
 * it is (DECISIONS 'Beyond the spec').
 */
export const abnField = z
  .string({ message: ABN_MESSAGE })
  .trim()
  .max(20, ABN_MESSAGE)
  .refine((typed) => typed === '' || isValidAbn(typed), ABN_MESSAGE)
  .transform((typed) => (typed === '' ? null : abnDigits(typed)))
  .nullable()
  .optional();

/**
 * A BSB or account number as typed (spaces and dashes allowed), kept as its digits; empty clears it
 * (null); not sent, left as it is.
 */
const bankDigitsField = (
  isValid: (typed: string) => boolean,
  digits: (typed: string) => string,
  message: string,
) =>
  z
    .string({ message })
    .trim()
    .max(20, message)
    .refine((typed) => typed === '' || isValid(typed), message)
    .transform((typed) => (typed === '' ? null : digits(typed)))
    .nullable()
    .optional();

/** The prefix of the company's own invoice numbers (shared/invoice-prefix.ts), kept as typed, trimmed. */
const invoicePrefixField = limitedText(
  'Invoice number prefix',
  INVOICE_PREFIX_MAX,
  INVOICE_PREFIX_MSG.required,
)
  .min(1, INVOICE_PREFIX_MSG.required)
  .refine(hasPrefixCharacters, INVOICE_PREFIX_MSG.characters)
  .refine((prefix) => !clashesWithXero(prefix), INVOICE_PREFIX_MSG.xero);

/** Settings → Company Info, saved whole (spec 002 §5, plus the company time zone of DECISIONS). */
export const companyForm = z.object({
  name: limitedText('Company name', 200, { message: 'Company name is required' }).min(
    1,
    'Company name is required',
  ),
  email: emailField,
  phone: nullableText('Phone', 50),
  address: nullableText('Address', 500),
  defaultStartTime: clock('Start time must be in HH:MM format'),
  defaultFinishTime: clock('Finish time must be in HH:MM format'),
  approvalDefault: z.enum(['auto', 'manual'], { message: 'Approval default must be auto or manual' }),
  accountingSoftware: z.enum(['none', 'xero', 'quickbooks'], {
    message: 'Accounting software must be none, xero or quickbooks',
  }),
  timeZone: textField().trim().refine(isValidTimeZone, 'Choose a valid time zone'),
  abn: abnField,
  paymentAccountName: nullableText('Account name', 100),
  paymentBsb: bankDigitsField(isValidBsb, bsbDigits, BSB_MESSAGE),
  paymentAccountNumber: bankDigitsField(isValidAccountNumber, accountNumberDigits, ACCOUNT_NUMBER_MESSAGE),
  paymentNote: nullableText('Payment note', 500),
  invoicePrefix: invoicePrefixField,
});
export type CompanyFormValues = z.infer<typeof companyForm>;

/** PUT /api/companies/:companyId: any of the form's fields; one not sent stays as it is. */
export const companyUpdateBody = updateSchemaOf(companyForm);
export type CompanyUpdate = z.infer<typeof companyUpdateBody>;

export const roleChangeBody = z.object({ role: z.enum(ROLES, { message: 'Role is required' }) });

export const companyUserReply = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  createdAt: z.date(),
  /** The Xero Payroll employee they are paid as (002 §3 User.xeroId); null when not mapped. */
  xeroId: z.string().nullable(),
});

/** GET /api/users: the names of the company's people (every role reads them, for pickers). */
export const userNameReply = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
});

export const userIdParams = z.object({ userId: idParams.shape.id });
