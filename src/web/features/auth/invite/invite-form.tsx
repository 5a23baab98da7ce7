import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { inviteSignupForm } from '../../../../shared/auth/schemas';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrors } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useAuth } from '../auth-context';
import { failureText } from '../failure-text';
import { PasswordField } from '../password-field';
import { useUsernameSuggestion } from '../use-username-suggestion';
import { TextField } from '../text-field';
import { homeAfterInvite, type Invitation } from './invitation';
import { fullName } from '../../../../shared/people';

type InviteValues = z.input<typeof inviteSignupForm>;
/** The fields a refused invitation sign-up may name (a taken username). */
const SERVER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
] as const satisfies readonly (keyof InviteValues)[];

/** Username and password for an invited person (spec 000 §2, §5). */
export function InviteForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const navigate = useNavigate();
  const { inviteSignup } = useAuth();
  const form = useForm<InviteValues>({
    resolver: zodResolver(inviteSignupForm),
    defaultValues: { username: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { suggestion } = useUsernameSuggestion(fullName(invitation));

  useEffect(() => {
    if (suggestion && form.getValues('username') === '') form.setValue('username', suggestion);
  }, [suggestion, form]);

  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    try {
      const session = await inviteSignup(token, { username, password });
      toast({ title: 'Account created', description: `Welcome to ${session.company.name}.` });
      await navigate(homeAfterInvite(session.user.role), { replace: true });
    } catch (error) {
      for (const { field, message } of fieldErrors(error, SERVER_FIELDS)) form.setError(field, { message });
      toast({
        variant: 'destructive',
        title: 'Account creation failed',
        description: failureText(error, 'Please check your information and try again.'),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <TextField
        id="invite-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        disabled={isSubmitting}
        hint="You sign in with this. At least 3 characters."
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordField
        id="invite-password"
        label="Password"
        autoComplete="new-password"
        required
        disabled={isSubmitting}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        id="invite-confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        required
        disabled={isSubmitting}
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="xl" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner /> : <UserPlus aria-hidden="true" />}
        {isSubmitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
