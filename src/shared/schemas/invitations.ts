import { z } from 'zod';
import { INVITATION_ROLES } from '../roles';
import { emailField, textField } from './fields';

export const createInvitationBody = z.object({
  email: emailField,
  firstName: textField().trim().min(1, 'First name is required').max(100),
  lastName: textField().trim().min(1, 'Last name is required').max(100),
  role: z.enum(INVITATION_ROLES, { message: 'Role is required' }),
});
export type CreateInvitation = z.infer<typeof createInvitationBody>;
