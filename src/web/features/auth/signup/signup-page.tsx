import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SIGNUP_KINDS } from '../../../../shared/roles';
import { signUpForm, type SignupRole } from '../../../../shared/auth/schemas';
import { useDeviceCheck } from '../../../components/device-check';
import { fieldErrors } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { AuthHeading, AuthShell } from '../auth-shell';
import { useAuth } from '../auth-context';
import { failureText } from '../failure-text';
import { CompanyCodeField, OwnerCompanyFields, ProjectCodeField } from './company-fields';
import { ForemanAccess } from './foreman-access';
import { FormSection } from './form-section';
import { PersonalFields } from './personal-fields';
import { RoleChoice } from './role-choice';
import {
  fieldsOfOtherRoles,
  homeAfterSignUp,
  SERVER_FIELDS,
  signUpDefaults,
  toRegistration,
  type SignUpFormApi,
  type SignUpValues,
  type ValidSignUp,
} from './registration';
import { SubmitButton } from './submit-button';

const SUBMIT_LABELS: Record<SignupRole, string> = {
  company_owner: 'Create Company Account',
  worker: 'Join Company',
  foreman: 'Create Foreman Account',
};

/** Sign-up (spec 000 §2): a role first, then that role's fields and the personal fields. */
export default function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { register } = useAuth();
  const form: SignUpFormApi = useForm<SignUpValues, unknown, ValidSignUp>({
    resolver: zodResolver(signUpForm),
    defaultValues: signUpDefaults(params.get('projectCode')),
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const needs = role ? SIGNUP_KINDS[role].needs : undefined;
  const busy = form.formState.isSubmitting;

  const chooseRole = (next: SignupRole) => {
    for (const field of fieldsOfOtherRoles(next)) form.setValue(field, '');
    form.setValue('role', next);
    form.clearErrors();
  };

  const check = useDeviceCheck();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await register(toRegistration(values), check.take());
      toast({ title: 'Account created', description: 'Welcome to SiteDockets.' });
      await navigate(homeAfterSignUp(values.role), { replace: true });
    } catch (error) {
      if (check.ask(error)) return;
      for (const { field, message } of fieldErrors(error, SERVER_FIELDS)) form.setError(field, { message });
      toast({
        variant: 'destructive',
        title: 'Registration failed',
        description: failureText(error, 'Please check your information and try again.'),
      });
    }
  });

  return (
    <AuthShell wide>
      <AuthHeading title="Create your account">
        Set up your company, join your crew, or approve dockets as a foreman.
      </AuthHeading>
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <RoleChoice
          value={role}
          onChange={chooseRole}
          disabled={busy}
          error={form.formState.errors.role?.message}
        />
        {needs === 'projectCode' && (
          <>
            <ForemanAccess />
            <p className="flex items-center gap-3 text-sm font-semibold text-ink-muted before:h-px before:flex-1 before:bg-line-strong/40 after:h-px after:flex-1 after:bg-line-strong/40">
              Or create a foreman account (optional)
            </p>
          </>
        )}
        {role && (
          <>
            {needs === 'companyName' && (
              <FormSection id="signup-company" title="Company details">
                <OwnerCompanyFields form={form} disabled={busy} />
              </FormSection>
            )}
            {needs === 'companyCode' && (
              <FormSection id="signup-join" title="Your company" description="Join the company you work for.">
                <CompanyCodeField form={form} disabled={busy} />
              </FormSection>
            )}
            {needs === 'projectCode' && (
              <FormSection
                id="signup-foreman"
                title="Your project"
                description="Your account joins the project's company and is assigned to the project as its foreman."
              >
                <ProjectCodeField form={form} disabled={busy} />
              </FormSection>
            )}
            <FormSection id="signup-personal" title="Your details">
              <PersonalFields form={form} disabled={busy} />
            </FormSection>
            {check.box}
            <SubmitButton busy={busy} label={SUBMIT_LABELS[role]} />
          </>
        )}
      </form>
      <p className="mt-8 border-t border-line pt-6 text-center text-base text-ink-muted">
        Already have an account?{' '}
        <Link
          to="/login"
          className="focus-ring rounded font-semibold text-brand-text underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}
