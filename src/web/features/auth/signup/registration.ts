import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { signUpForm, SignupRole, SignUpFormValues } from '../../../../shared/auth/schemas';
import { SIGNUP_KINDS, signupKindNeeding } from '../../../../shared/roles';
import { companyCodeField, projectCodeField, signUpNames } from '../../../../shared/schemas/fields';
import type { RegistrationPayload } from '../api/register';

export type SignUpValues = SignUpFormValues;
export type SignUpField = keyof SignUpValues;
export type ValidSignUp = z.output<typeof signUpForm>;
/** The sign-up form as the field sections receive it. */
export type SignUpFormApi = UseFormReturn<SignUpValues, unknown, ValidSignUp>;

/** The fields that belong to one sign-up role; switching role clears the others' (spec 000 §2). */
export const ROLE_FIELDS = {
  company_owner: ['companyName', 'companyEmail', 'companyPhone', 'companyAddress'],
  worker: ['companyCode'],
  foreman: ['projectCode'],
} as const satisfies Record<SignupRole, readonly SignUpField[]>;

/** The fields a refused sign-up may name (the reply's `field`, a validation error's path). */
export const SERVER_FIELDS = [
  'firstName',
  'username',
  'email',
  'password',
  'confirmPassword',
  'companyName',
  'companyEmail',
  'companyPhone',
  'companyAddress',
  'companyCode',
  'projectCode',
] as const satisfies readonly SignUpField[];

export function fieldsOfOtherRoles(role: SignupRole): SignUpField[] {
  return (Object.keys(ROLE_FIELDS) as SignupRole[])
    .filter((other) => other !== role)
    .flatMap((other) => ROLE_FIELDS[other]);
}

/** Removes a leading 'P-' from a shared project code (spec 000 §2). */
export const stripProjectPrefix = (code: string): string => code.trim().replace(/^p-/i, '');

/** A company code as typed: 'C-' prefix dropped, letters only, upper case, at most 6. */
export const cleanCompanyCode = (typed: string): string =>
  typed
    .toUpperCase()
    .replace(/^\s*C-/, '')
    .replace(/[^A-Z]/g, '')
    .slice(0, 6);

/** A project code as typed: 'P-' prefix dropped, digits only, at most 8. */
export const cleanProjectCode = (typed: string): string =>
  stripProjectPrefix(typed).replace(/\D/g, '').slice(0, 8);

/** Empty form; a projectCode in the address presets the kind that needs one, foreman (spec 000 §2). */
export function signUpDefaults(projectCodeParam: string | null): SignUpValues {
  const projectCode = projectCodeParam ? cleanProjectCode(projectCodeParam) : '';
  return {
    role: (projectCodeParam ? signupKindNeeding('projectCode') : undefined) as SignupRole,
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    companyName: '',
    companyEmail: '',
    companyPhone: '',
    companyAddress: '',
    companyCode: '',
    projectCode,
  };
}

/**
 * The nested registration payload (spec 000 §3). Every kind's full name is split at the first space,
 * reusing the first name when there is no last (issue 29: the owner's too).
 */
export function toRegistration(values: ValidSignUp): RegistrationPayload {
  const kind = SIGNUP_KINDS[values.role];
  const user = {
    username: values.username,
    email: values.email,
    password: values.password,
    ...signUpNames(values.firstName),
  };
  if (kind.needs === 'companyName') {
    return {
      role: values.role,
      user,
      company: {
        name: values.companyName?.trim() ?? '',
        email: values.companyEmail?.trim() ?? '',
        phone: values.companyPhone ?? '',
        address: values.companyAddress ?? '',
      },
    };
  }
  if (kind.needs === 'companyCode') {
    return { role: values.role, user, companyCode: companyCodeField.parse(values.companyCode ?? '') };
  }
  return { role: values.role, user, projectCode: projectCodeField.parse(values.projectCode ?? '') };
}

/** Where a new account goes first (spec 000 §2). */
export const homeAfterSignUp = (role: SignupRole): string => SIGNUP_KINDS[role].home;
