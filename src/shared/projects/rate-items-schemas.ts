import { z } from 'zod';
import { decimalField } from '../schemas/decimal';
import { money } from '../schemas/money-field';
import { idNumberField, limitedText, optionalText, updateSchemaOf } from '../schemas/fields';
import { companyParams, idParams } from '../schemas/params';

/**
 * Rates are dollars and cents (the form's step is 0.01) and tax rates percent to 2 places, as stored:
 * a third decimal would be lost, so it is refused ('Rate can have at most 2 decimal places').
 */
export const rateField = decimalField({
  label: 'Rate',
  places: 2,
  within: (n) => n > 0 && n <= 9_999_999,
  message: 'Rate must be a positive number',
});
/** A project rate may be 0 (inline edit accepts 0 or more). */
export const projectRateField = decimalField({
  label: 'Rate',
  places: 2,
  within: (n) => n >= 0 && n <= 9_999_999,
  message: 'Rate must be 0 or more',
});
export const taxRateField = decimalField({
  label: 'Tax rate',
  places: 2,
  within: (n) => n >= 0 && n <= 100,
  message: 'Tax rate must be between 0 and 100',
});

const name = limitedText('Name', 200, { message: 'Name is required' }).min(1, 'Name is required');
const unit = limitedText('Unit', 30, { message: 'Unit is required' }).min(1, 'Unit is required');

/** Settings → Billable Items (spec 002 §5). */
export const companyRateItemBody = z.object({
  name,
  description: optionalText('Description', 1000),
  unit,
  rate: rateField,
  taxRate: taxRateField.optional().default(0),
  autoCreate: z.boolean().optional().default(false),
});
export const companyRateItemUpdate = updateSchemaOf(companyRateItemBody);

/** Add Rate Item to Project: from a company item, with a rate. */
export const projectRateItemBody = z.object({
  companyRateItemId: idNumberField().nullable().optional(),
  name,
  description: optionalText('Description', 1000),
  unit,
  rate: projectRateField,
  taxRate: taxRateField.optional().default(0),
  overtimeEnabled: z.boolean().optional().default(false),
});
export const projectRateItemUpdate = updateSchemaOf(projectRateItemBody.omit({ companyRateItemId: true }));

/** A company rate item's path: `/api/companies/:companyId/rate-items/:id`. */
export const companyRateItemParams = companyParams.merge(idParams);

/** Money as the API sends it: a decimal string with 2 places, e.g. "85.00"; marked, so workers never receive it. */
const amount = () => money(z.string());
/** A GST rate in percent: it reveals the price structure, so it is held back from workers like money. */
const percent = () => money(z.string());

export const companyRateItemReply = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  unit: z.string(),
  rate: amount(),
  taxRate: percent(),
  autoCreate: z.boolean(),
  isActive: z.boolean(),
});

/** A project rate item; workers get it without rate and tax (they never receive money). */
export const projectRateItemReply = z.object({
  id: z.number(),
  projectId: z.number(),
  companyRateItemId: z.number().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  unit: z.string(),
  rate: amount().optional(),
  taxRate: percent().optional(),
  overtimeEnabled: z.boolean(),
});
export type ProjectRateItemReply = z.infer<typeof projectRateItemReply>;
