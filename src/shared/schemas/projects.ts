import { z } from 'zod';

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
});
export type ProjectReply = z.infer<typeof projectReply>;
