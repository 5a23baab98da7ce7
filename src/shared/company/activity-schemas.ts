import { z } from 'zod';
import { wholeNumberField } from '../schemas/decimal';
import { idField } from '../schemas/fields';
import { isIsoDate } from '../dates';
import { ACTIVITY_KIND_IDS, ACTIVITY_PAGE_SIZE, ACTIVITY_SUBJECTS } from './activity-kinds';

export const ACTIVITY_MSG = {
  kind: 'Unknown kind of activity',
  person: 'Invalid person',
  date: 'Dates are yyyy-MM-dd',
  range: 'The start date must not be after the end date',
} as const;

const day = z.string().refine(isIsoDate, ACTIVITY_MSG.date).optional();

const filters = z.object({
  userId: idField(ACTIVITY_MSG.person).optional(),
  kind: z.enum(ACTIVITY_KIND_IDS, { message: ACTIVITY_MSG.kind }).optional(),
  from: day,
  to: day,
});
const inOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const rangeRule = { message: ACTIVITY_MSG.range, path: ['to'] };

/** The Activity screen's filters (dates are the company's calendar days, both ends included). */
export const activityFilterQuery = filters.refine(inOrder, rangeRule);
export type ActivityFilter = z.infer<typeof activityFilterQuery>;

export const activityListQuery = filters
  .extend({
    offset: wholeNumberField(0, 1_000_000, 'The offset is a whole number from 0 to 1000000').default(0),
    limit: wholeNumberField(1, 100, 'The page size is a whole number from 1 to 100').default(
      ACTIVITY_PAGE_SIZE,
    ),
  })
  .refine(inOrder, rangeRule);
export type ActivityListQuery = z.infer<typeof activityListQuery>;

const values = z.record(z.string(), z.unknown()).nullable();

/** One entry: who, when, from where, what, and the changed fields before and after. */
export const activityEntryReply = z.object({
  id: z.number(),
  at: z.date(),
  userId: z.number().nullable(),
  userName: z.string(),
  device: z.string().nullable(),
  address: z.string().nullable(),
  kind: z.enum(ACTIVITY_KIND_IDS),
  subjectType: z.enum(ACTIVITY_SUBJECTS),
  subjectId: z.number().nullable(),
  subjectLabel: z.string(),
  before: values,
  after: values,
});
export type ActivityEntry = z.infer<typeof activityEntryReply>;

export const activityPageReply = z.object({ entries: z.array(activityEntryReply), total: z.number() });
