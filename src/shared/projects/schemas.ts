import { z } from 'zod';
import { money } from '../schemas/money-field';
import { decimalField } from '../schemas/decimal';
import { EMAIL_STATUSES } from '../email/delivery';
import {
  emailField,
  idNumberField,
  limitedText,
  optionalClockField as clock,
  optionalDateField as day,
  textField,
  updateSchemaOf,
} from '../schemas/fields';
import { idParams } from '../schemas/params';

/**
 * A project's budgets and their use (issue 26), for admin and office only: hours and value ex GST
 * (null = no budget of that kind), what the project's dockets that are not void have used up to
 * today, the flag it earns (80 % 'near', 100 % 'over') and the whole percent used of its most used
 * budget.
 */
export const projectBudgetReply = z.object({
  hours: z.string().nullable(),
  value: z.string().nullable(),
  usedHours: z.string(),
  usedValue: z.string(),
  flag: z.enum(['near', 'over']).nullable(),
  percent: z.number().nullable(),
});
export type ProjectBudgetReply = z.infer<typeof projectBudgetReply>;

/** A project as every role may see it (no money: values come with their own fields for admin and office). */
export const projectReply = z.object({
  id: z.number(),
  companyId: z.number(),
  clientId: z.number().nullable(),
  name: z.string(),
  code: z.string(),
  jobNumber: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  defaultStartTime: z.string().nullable(),
  defaultEndTime: z.string().nullable(),
  isActive: z.boolean(),
  requireApproval: z.boolean(),
  /** Admin and office only (a worker or foreman never receives it); null when the project has no budget. */
  budget: money(projectBudgetReply.nullable()).optional(),
});
export type ProjectReply = z.infer<typeof projectReply>;

const text = (label: string, max: number) => limitedText(label, max).nullable().optional();

export const PROJECT_MSG = {
  endBeforeStart: 'End date must be on or after the start date',
  budgetHours: 'Budget hours must be a number of hours, 0 or more, with at most 2 decimal places',
  budgetValue: 'Budget value must be an amount in dollars, 0 or more, with at most 2 decimal places',
  budgetAdminOnly: "Only an admin can set a project's budget",
} as const;

/** The largest budget a numeric(12, 2) column keeps. */
const BUDGET_MAX = 9_999_999_999.99;

/**
 * A budget as typed or sent: 0 or more with at most 2 places, stored as its decimal string ("120.50");
 * null or an empty field is no budget.
 */
const budgetField = (message: string) =>
  z
    .union([z.number(), z.string()], { message })
    .transform((value) => (value === '' ? null : value))
    .pipe(
      decimalField({
        label: '',
        places: 2,
        within: (n) => n >= 0 && n <= BUDGET_MAX,
        message,
        placesMessage: message,
      })
        .transform((n) => n.toFixed(2))
        .nullable(),
    )
    .nullable()
    .optional();

/** The budget fields of a project (null = no budget); only a role with 'projects.budget' may change them. */
export const PROJECT_BUDGET_FIELDS = ['budgetHours', 'budgetValue'] as const;

/** A project's dates hold when either is missing or the end is on or after the start (issue 29). */
export const projectDatesHold = (dates: { startDate?: string | null; endDate?: string | null }) =>
  !dates.startDate || !dates.endDate || dates.endDate >= dates.startDate;

const projectFields = z.object({
  name: limitedText('Project name', 200, { message: 'Please enter a project name.' }).min(
    1,
    'Please enter a project name.',
  ),
  jobNumber: text('Job number', 100),
  description: text('Description', 5000),
  location: text('Location', 500),
  startDate: day,
  endDate: day,
  defaultStartTime: clock('Start time must be in HH:MM format'),
  defaultEndTime: clock('End time must be in HH:MM format'),
  requireApproval: z.boolean().optional(),
  clientId: idNumberField().nullable().optional(),
  budgetHours: budgetField(PROJECT_MSG.budgetHours),
  budgetValue: budgetField(PROJECT_MSG.budgetValue),
});
/** New Project and Edit Project Details (spec 002 §5); the form sends both dates, so both are checked. */
export const projectBody = projectFields.refine(projectDatesHold, {
  message: PROJECT_MSG.endBeforeStart,
  path: ['endDate'],
});
/** An update may send one date: the service checks it against the stored other. */
export const projectUpdate = updateSchemaOf(projectFields);
export type ProjectInput = z.infer<typeof projectBody>;

export const archiveBody = z.object({ isActive: z.boolean({ message: 'isActive must be true or false' }) });
export const requireApprovalBody = z.object({
  requireApproval: z.boolean({ message: 'requireApproval must be true or false' }),
});

/** A project card: statistics for everyone, the money value only for roles that may see money. */
export const projectCardReply = projectReply.extend({
  clientName: z.string().nullable(),
  stats: z.object({
    timesheetCount: z.number(),
    rateItemCount: z.number(),
    workerCount: z.number(),
    totalHours: z.string(),
    /** Total Value (DECISIONS): approved work, and apart from it work not yet approved; never void. */
    approvedValue: money(z.string()).optional(),
    unapprovedValue: money(z.string()).optional(),
  }),
});
export type ProjectCardReply = z.infer<typeof projectCardReply>;

export const assignmentBody = z.object({
  userId: idNumberField('Choose a team member'),
  role: z.enum(['worker', 'foreman'], { message: 'Role must be worker or foreman' }),
});
export const assignmentParams = idParams.extend({ assignmentId: idParams.shape.id });
export const assignmentReply = z.object({
  id: z.number(),
  projectId: z.number(),
  userId: z.number(),
  role: z.enum(['worker', 'foreman']),
  user: z.object({ firstName: z.string(), lastName: z.string(), username: z.string(), role: z.string() }),
});

/** Add a code-access foreman (spec 001 §5, 002 §5): name and e-mail, both required. */
export const projectForemanBody = z.object({
  foremanName: limitedText('Foreman name', 200, { message: 'Foreman name is required' }).min(
    1,
    'Foreman name is required',
  ),
  foremanEmail: textField({ message: 'Foreman email is required' })
    .trim()
    .min(1, 'Foreman email is required')
    .pipe(emailField),
});
export const foremanParams = idParams.extend({ foremanId: idParams.shape.id });
export const projectForemanReply = z.object({
  id: z.number(),
  projectId: z.number(),
  foremanName: z.string(),
  foremanEmail: z.string(),
  createdAt: z.date(),
});

/** Share Project Access by e-mail: the recipient gets the code and a link to the foreman dashboard. */
export const shareProjectBody = z.object({
  email: emailField,
  name: limitedText('Name', 200).optional(),
});
/** What the e-mail module did with it: sent, saved (no mail server) or refused. */
export const shareProjectReply = z.object({ status: z.enum(EMAIL_STATUSES) });
