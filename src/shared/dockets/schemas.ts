import { z } from 'zod';
import { QUANTITY_RULE } from './quantity';
import { decimalField, wholeNumberField } from '../schemas/decimal';
import { money } from '../schemas/money-field';
import { paymentSummary } from '../invoicing/payment-status';
import { CLIENT_EVENT_TYPES, clientEventProblem, type ClientEventType } from './docket-events';
import { createIssues, MSG, type RuleIssue } from './docket-rules';
import {
  dateField as dateFieldOf,
  idField,
  idNumberField,
  limitedText,
  optionalClockField as optionalClock,
  tooLongMessage,
} from '../schemas/fields';

export const DOCKET_STATUSES = ['draft', 'pending_approval', 'approved', 'reverted', 'void'] as const;
export type DocketStatus = (typeof DOCKET_STATUSES)[number];
export const BREAK_MAX_MINUTES = 480;
/** The longest text a docket holds: the server's and the form's one limit (issue 29). */
export const DOCKET_TEXT_MAX = { notes: 5000, workItemNotes: 2000, description: 2000 } as const;

export { MSG };

const breakMinutes = decimalField({
  label: 'Break minutes',
  places: 0,
  within: (n) => n >= 0 && n <= BREAK_MAX_MINUTES,
  message: `Break must be 0 to ${BREAK_MAX_MINUTES} minutes`,
});
const id = idField();
export const dateField = dateFieldOf(MSG.date);
/** The text fields of a docket as the form holds them; the body's accept null and absence too. */
export const DOCKET_TEXT = {
  notes: limitedText('Notes', DOCKET_TEXT_MAX.notes),
  workItemNotes: limitedText('Notes', DOCKET_TEXT_MAX.workItemNotes),
  description: limitedText('Activity description', DOCKET_TEXT_MAX.description),
};
const cleared = <T extends z.ZodType>(text: T) => text.nullable().optional();
/** A work item's quantity, kept to 2 places; an empty field of the form is 0 (the row then has no work). */
const quantity = z
  .preprocess((v) => (v === '' ? 0 : v), decimalField(QUANTITY_RULE))
  .transform((n) => n.toFixed(2));

/** One work item: a quantity, or a time range with a break (spec 001 §3, §5). */
export const lineItemBody = z.object({
  timesheetId: id.optional(),
  projectRateItemId: id.nullable().optional(),
  entryType: z.enum(['qty', 'time'], { message: 'Entry type must be qty or time' }),
  quantity: quantity.nullable().optional(),
  startTime: optionalClock(MSG.start),
  endTime: optionalClock(MSG.end),
  breakMinutes: breakMinutes.optional().default(0),
  notes: cleared(DOCKET_TEXT.workItemNotes),
});
export type LineItemInput = z.infer<typeof lineItemBody>;

const docketFields = {
  date: dateField,
  status: z
    .enum(['draft', 'approved', 'pending_approval'], { message: 'Status must be draft or approved' })
    .optional(),
  entryType: z
    .enum(['billable', 'non-billable'], { message: 'Entry type must be billable or non-billable' })
    .optional(),
  projectId: id.nullable().optional(),
  projectRateItemId: id.nullable().optional(),
  startTime: optionalClock(MSG.start),
  endTime: optionalClock(MSG.end),
  breakMinutes: breakMinutes.optional().default(0),
  description: cleared(DOCKET_TEXT.description),
  notes: cleared(DOCKET_TEXT.notes),
  countOnTimesheet: z.boolean().optional().default(true),
  /** Admin only: the worker whose docket this is (others always create their own). */
  workerId: id.optional(),
  lineItems: z.array(lineItemBody).max(50, 'A docket holds at most 50 work items').optional(),
};

/** Each broken rule of docket-rules.ts as an issue at its field. */
const ruled =
  <T>(rules: (body: T) => RuleIssue[]) =>
  (body: T, ctx: z.RefinementCtx) => {
    for (const { path, message } of rules(body)) ctx.addIssue({ code: 'custom', path, message });
  };
/** The fields of a new docket, each checked alone; the create bodies add the rules between them. */
export const createDocketFields = z.object(docketFields);

/** POST /api/timesheets: a docket, with its work items in the same call (DECISIONS), and the create rules. */
export const createDocketBody = createDocketFields.superRefine(ruled(createIssues));
export type CreateDocketInput = z.infer<typeof createDocketBody>;

/**
 * 001 §7 lists signature and signedAt in PUT /api/timesheets/:id. A signature is added only by
 * approving, where it is checked and recorded (DECISIONS 'Signatures'); an edit may send them only as
 * null, what it leaves (update.ts refuses a null that would not hold).
 */
export const SIGNATURE_MSG = {
  byApproval:
    'A signature is added by approving the docket (POST /api/timesheets/{id}/approve with the signature), not by editing it',
  kept: 'This change keeps the docket’s signature: only an edit of an approved docket clears it (it goes back to draft)',
} as const;
const clearedOnly = z.null({ message: SIGNATURE_MSG.byApproval }).optional();

/** PUT /api/timesheets/:id: any of the form's fields, or a status change, or only countOnTimesheet. */
export const updateDocketBody = z.object({
  date: dateField.optional(),
  notes: docketFields.notes,
  description: docketFields.description,
  projectId: docketFields.projectId,
  startTime: docketFields.startTime,
  endTime: docketFields.endTime,
  breakMinutes: breakMinutes.optional(),
  countOnTimesheet: z.boolean().optional(),
  status: z.enum(DOCKET_STATUSES, { message: 'Unknown status' }).optional(),
  foremanId: id.nullable().optional(),
  lineItems: docketFields.lineItems,
  signature: clearedOnly,
  signedAt: clearedOnly,
});
export type UpdateDocketInput = z.infer<typeof updateDocketBody>;

export const docketRangeQuery = z
  .object({ date: dateField.optional(), startDate: dateField.optional(), endDate: dateField.optional() })
  .refine(
    (q) => !(q.startDate && q.endDate) || q.startDate <= q.endDate,
    'startDate must not be after endDate',
  );

/** A client may post only the client events of shared/docket-events.ts; the server's are the audit trail. */
export const docketEventBody = z.object({
  eventType: z
    .string({ message: 'Event type is required' })
    .trim()
    .min(1, 'Event type is required')
    .pipe(
      z.enum(CLIENT_EVENT_TYPES as [ClientEventType, ...ClientEventType[]], {
        error: (issue) => clientEventProblem(String(issue.input)) ?? 'Invalid event type',
      }),
    ),
  description: limitedText('Description', 2000).optional(),
  userId: id.optional(),
});

export const lineItemReply = z.object({
  id: z.number(),
  timesheetId: z.number(),
  projectRateItemId: z.number().nullable(),
  entryType: z.enum(['qty', 'time']),
  quantity: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  breakMinutes: z.number(),
  notes: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  unit: z.string(),
  hours: z.string(),
  rate: money(z.string()).optional(),
  taxRate: money(z.string()).optional(),
  value: money(z.string()).optional(),
});

export const docketReply = z
  .object({
    id: z.number(),
    companyId: z.number(),
    workerId: z.number(),
    projectId: z.number().nullable(),
    foremanId: z.number().nullable(),
    foremanName: z.string().nullable(),
    foremanEmail: z.string().nullable(),
    date: z.string(),
    status: z.enum(DOCKET_STATUSES),
    entryType: z.enum(['billable', 'non-billable']),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    breakMinutes: z.number(),
    description: z.string().nullable(),
    notes: z.string().nullable(),
    signature: z.string().nullable().optional(),
    signedAt: z.date().nullable(),
    approvedByName: z.string().nullable(),
    /** How it was approved (src/shared/dockets/approval-provenance.ts words it); null until approved. */
    approvalMethod: z.string().nullable(),
    /** For a hand-over (worker_phone): whose phone the foreman signed on. */
    approvalDeviceOwner: z.string().nullable(),
    /** The SHA-256 fingerprint stored at approval (tamper evidence); null until approved with a signature. */
    contentHash: z.string().nullable(),
    countOnTimesheet: z.boolean(),
    invoiced: z.boolean(),
    invoiceNumber: z.string().nullable(),
    /**
     * Whether the invoice it is on was paid (issue 27): on one docket's read, for callers who see
     * money only (never a worker); null when it is on no invoice the product made.
     */
    invoicePayment: money(paymentSummary.nullable()).optional(),
    createdAt: z.date(),
    updatedAt: z.date(),
    projectName: z.string().nullable(),
    jobNumber: z.string().nullable(),
    requireApproval: z.boolean(),
    rateItemName: z.string().nullable(),
    totalHours: z.string(),
    totalValue: money(z.string()).optional(),
    worker: z.object({ firstName: z.string(), lastName: z.string(), username: z.string() }),
    lineItems: z.array(lineItemReply),
  })
  // One component in the OpenAPI description instead of a copy in every reply that holds dockets.
  .meta({ id: 'Docket' });
export type DocketReply = z.infer<typeof docketReply>;

export const docketEventReply = z.object({
  id: z.number(),
  timesheetId: z.number(),
  eventType: z.string(),
  description: z.string().nullable(),
  userId: z.number().nullable(),
  /**
   * What the event recorded. A Xero invoice's amounts (on its dockets' 'invoiced' events) are money,
   * which workers and foremen's codes never receive.
   */
  details: z.looseObject({
    total: money(z.string()).optional(),
    subtotal: money(z.string()).optional(),
    gst: money(z.string()).optional(),
  }),
  createdAt: z.date(),
});

/** POST /api/companies/:companyId/timesheets: the company form's docket; its companyId and signature are ignored (always a draft). */
export const createCompanyDocketBody = createDocketFields
  .extend({
    companyId: z.number().optional(),
    signature: z.string().max(300_000, tooLongMessage('Signature', 300_000)).nullable().optional(),
  })
  .superRefine(ruled(createIssues));

/** DELETE /api/timesheets/:id/line-items/bulk-delete: the work items to remove (none sent: all of them). */
export const deleteLineItemsBody = z.object({ ids: z.array(idNumberField()).max(100).optional() }).optional();
export const deletedReply = z.object({ deleted: z.number() });

/** GET /api/companies/:companyId/timesheets: a date range, billable only, one status, at most `limit`. */
export const companyDocketsQuery = docketRangeQuery.and(
  z.object({
    billableOnly: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    status: z.enum(DOCKET_STATUSES).optional(),
    limit: wholeNumberField(1, 1000, 'The limit is a whole number from 1 to 1000').default(200),
  }),
);

/** GET /api/companies/:companyId/dashboard: the office's week at a glance. */
export const dashboardReply = z.object({
  /** Monday to Sunday of the current week in the company's time zone. */
  week: z.object({ today: z.string(), start: z.string(), end: z.string() }),
  /** Dockets sent to a foreman (pending_approval): the count and the first 5. */
  awaitingApproval: z.object({ count: z.number(), dockets: z.array(docketReply) }),
  /** Approved, billable and not yet invoiced: the count, their value and the first 5. */
  readyToInvoice: z.object({
    count: z.number(),
    totalValue: money(z.string()),
    dockets: z.array(docketReply),
  }),
  /** Each project's hours this week ("12.50"); non-billable work is grouped as 'Non-billable'. */
  hoursThisWeek: z.array(z.object({ projectName: z.string(), hours: z.string() })),
  /** The 3 newest dockets of the company. */
  recentDockets: z.array(docketReply),
  /** Active projects at or past 80 % of a budget (issue 26), the most used first: flag and whole percent used. */
  budgetFlags: z.array(
    z.object({
      projectId: z.number(),
      projectName: z.string(),
      flag: z.enum(['near', 'over']),
      percent: z.number(),
    }),
  ),
});
