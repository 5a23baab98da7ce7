import { z } from 'zod';
import { dateField, DOCKET_TEXT, lineItemBody, MSG } from '../../../../shared/dockets/schemas';
import { endsAfterStart, rangeFigures } from '../docket-summary';

const clock = z.string();
const workItemSchema = z.object({
  projectRateItemId: z.number().nullable(),
  entryType: z.enum(['qty', 'time']),
  quantity: z.string(),
  startTime: clock,
  endTime: clock,
  breakMinutes: z.number().int().min(0).max(480),
  notes: DOCKET_TEXT.workItemNotes.nullable(),
});

/**
 * The docket form's rules (spec 001 §5), with the messages and field rules of the server's own
 * schema (shared/schemas/dockets.ts): the date field, the text limits, the quantity rule and MSG.
 */
export const docketFormSchema = z
  .object({
    entryType: z.enum(['billable', 'non-billable']),
    projectId: z.number().nullable(),
    date: dateField,
    description: DOCKET_TEXT.description,
    startTime: clock,
    endTime: clock,
    breakMinutes: z.number().int().min(0).max(480),
    notes: DOCKET_TEXT.notes,
    countOnTimesheet: z.boolean(),
    lineItems: z.array(workItemSchema).max(50, 'A docket holds at most 50 work items'),
  })
  .superRefine((values, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (values.entryType === 'non-billable') {
      if (!values.description.trim() || !values.startTime || !values.endTime)
        issue(['description'], MSG.nonBillable);
      else if (!endsAfterStart(values.startTime, values.endTime)) issue(['endTime'], MSG.endAfterStart);
      return;
    }
    if (values.projectId === null) issue(['projectId'], MSG.project);
    values.lineItems.forEach((item, i) => {
      if (item.projectRateItemId === null) issue(['lineItems', i, 'projectRateItemId'], MSG.rateItem);
      if (item.entryType === 'qty') {
        const quantity = lineItemBody.shape.quantity.safeParse(item.quantity);
        if (!quantity.success) issue(['lineItems', i, 'quantity'], quantity.error.issues[0]!.message);
      } else if (!endsAfterStart(item.startTime, item.endTime)) {
        issue(['lineItems', i, 'endTime'], MSG.endAfterStart);
      }
    });
    const withWork = values.lineItems.filter((item) =>
      item.entryType === 'qty'
        ? Number(item.quantity) > 0
        : rangeFigures(item.startTime, item.endTime, item.breakMinutes).hourUnits > 0n,
    );
    if (!withWork.length) issue(['lineItems'], MSG.noWork);
  });
