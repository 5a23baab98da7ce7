import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A signature arrives as a data URL; its content is checked on the server (PNG, ≤ 200 KB). */
const signature = z
  .string({ message: 'Signature is required for approval' })
  .max(300_000, 'The signature image is larger than 200 KB');

export const foremanChoiceBody = z.object({ foremanId: id.nullable().optional() });
export const approveBody = z.object({ signature, foremanId: id.nullable().optional() });

/** Approval by a foreman without an account: the name from the project's list, or typed with an e-mail. */
export const foremanApproveBody = z.object({
  signature,
  projectCode: z.string().trim().max(20).optional(),
  foremanId: id.optional(),
  foremanName: z.string().trim().max(200).optional(),
  foremanEmail: z.string().trim().max(254).optional(),
});

export const accessByCodeBody = z.object({
  code: z
    .string({ message: 'Please enter a project code' })
    .trim()
    .min(1, 'Please enter a project code')
    .max(20),
});

export const emailPdfBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter an email address')
    .max(254)
    .pipe(z.email({ message: 'Valid email is required' })),
});

export const exportBody = z.object({
  timesheetIds: z
    .array(id, { message: 'Please select at least one docket to export.' })
    .min(1, 'Please select at least one docket to export.')
    .max(2000),
  projectCode: z.string().trim().max(20).optional(),
});
