import { z } from 'zod';
import { SIGNUP_KINDS, SIGNUP_ROLES, type SignupNeed } from '../roles';
import {
  companyCodeField,
  emailField,
  limitedText,
  nameField,
  optionalText,
  projectCodeField,
  signUpNames,
  textField,
  tooLongMessage,
  usernameField,
} from '../schemas/fields';
import { newPasswordField } from './passwords';

export const loginBody = z.object({
  username: limitedText('Username', 254, { message: 'Username is required' }).min(1, 'Username is required'),
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, tooLongMessage('Password', 200)),
});

export const forgotPasswordBody = z.object({ email: emailField });

export const resetPasswordBody = z.object({
  token: textField()
    .min(1, 'The password reset link is invalid or has expired.')
    .max(200, 'The password reset link is invalid or has expired.'),
  newPassword: newPasswordField('Password must be at least 6 characters long'),
});

/** The reset screen's form: both fields, each with its own message. */
export const resetPasswordForm = z
  .object({ password: resetPasswordBody.shape.newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Please ensure both password fields match',
    path: ['confirmPassword'],
  });

export const demoRequestBody = z.object({
  businessName: limitedText('Business name', 200).min(1, 'Business name is required'),
  phone: limitedText('Phone number', 50).min(1, 'Phone number is required'),
  email: emailField,
});

export const checkUsernameQuery = z.object({ username: limitedText('Username', 100).default('') });
export const usernameAvailabilityReply = z.object({ available: z.boolean() });

export const inviteSignupBody = z.object({ username: usernameField, password: newPasswordField() });
export const inviteSignupForm = inviteSignupBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export { SIGNUP_ROLES, type SignupKind as SignupRole } from '../roles';

/** The sign-up form's values, flat, as the screen holds them. */
const signUpFields = z.object({
  role: z.enum(SIGNUP_ROLES, { message: 'Please select your role' }),
  firstName: nameField('Full name'),
  lastName: optionalText('Last name', 100),
  username: usernameField,
  email: emailField,
  password: newPasswordField(),
  confirmPassword: z.string().optional(),
  companyName: textField().optional(),
  companyEmail: textField().optional(),
  companyPhone: optionalText('Company phone', 50),
  companyAddress: optionalText('Company address', 500),
  companyCode: textField().optional(),
  projectCode: textField().optional(),
});

const ownerCompany = z.object({
  companyName: limitedText('Company name', 200, { message: 'Company name is required' }).min(
    1,
    'Company name is required',
  ),
  companyEmail: textField({ message: 'Company email is required' })
    .trim()
    .min(1, 'Company email is required')
    .pipe(emailField),
});

/** Checks what the kind of sign-up needs (the sign-up kinds table, roles.ts). */
const checkNeed: Record<SignupNeed, (v: z.infer<typeof signUpFields>) => z.ZodSafeParseResult<unknown>> = {
  companyName: (v) => ownerCompany.safeParse(v),
  companyCode: (v) =>
    z.object({ companyCode: companyCodeField }).safeParse({ companyCode: v.companyCode ?? '' }),
  projectCode: (v) =>
    z.object({ projectCode: projectCodeField }).safeParse({ projectCode: v.projectCode ?? '' }),
};

function checkRoleFields(v: z.infer<typeof signUpFields>, ctx: z.RefinementCtx) {
  const part = checkNeed[SIGNUP_KINDS[v.role].needs](v);
  if (!part.success) for (const issue of part.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  if (v.confirmPassword !== undefined && v.confirmPassword !== v.password) {
    ctx.addIssue({ code: 'custom', message: "Passwords don't match", path: ['confirmPassword'] });
  }
}

/** The sign-up screen's schema: confirmPassword is required there. */
export const signUpForm = signUpFields.extend({ confirmPassword: z.string() }).superRefine(checkRoleFields);
export type SignUpFormValues = z.input<typeof signUpForm>;

/** Turns the nested registration payload into the flat form values (the server takes both). */
function flatten(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const v = input as Record<string, unknown>;
  const user = (v.user && typeof v.user === 'object' ? v.user : {}) as Record<string, unknown>;
  const company = (v.company && typeof v.company === 'object' ? v.company : {}) as Record<string, unknown>;
  if (!v.user && !v.company) return input;
  return {
    role: v.role,
    ...user,
    companyName: company.name,
    companyEmail: company.email,
    companyPhone: company.phone,
    companyAddress: company.address,
    companyCode: v.companyCode,
    projectCode: v.projectCode,
  };
}

/** POST /api/auth/register: nested or flat, normalised to one shape. */
export const registerBody = z.preprocess(
  flatten,
  signUpFields.superRefine(checkRoleFields).transform((v) => {
    const kind = SIGNUP_KINDS[v.role];
    const user = {
      username: v.username,
      email: v.email,
      password: v.password,
      ...signUpNames(v.firstName, v.lastName),
    };
    if (kind.needs === 'companyName') {
      return {
        role: v.role,
        needs: kind.needs,
        becomes: kind.role,
        user,
        company: {
          name: v.companyName!.trim(),
          email: v.companyEmail!.trim(),
          phone: v.companyPhone,
          address: v.companyAddress,
        },
      };
    }
    if (kind.needs === 'companyCode')
      return {
        role: v.role,
        needs: kind.needs,
        becomes: kind.role,
        user,
        companyCode: companyCodeField.parse(v.companyCode),
      };
    return {
      role: v.role,
      needs: kind.needs,
      becomes: kind.role,
      user,
      projectCode: projectCodeField.parse(v.projectCode),
    };
  }),
);
export type Registration = z.output<typeof registerBody>;
