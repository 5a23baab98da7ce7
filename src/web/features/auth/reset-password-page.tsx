import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { resetPasswordForm } from '../../../shared/auth/schemas';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast-store';
import { AuthHeading, AuthShell } from './auth-shell';
import { failureText } from './failure-text';
import { PasswordField } from './password-field';
import { resetPasswordCall } from './api/reset-password';

type ResetValues = z.input<typeof resetPasswordForm>;

const RESET_FAILED = 'Failed to reset password. The link may be expired or invalid.';

function MissingToken() {
  useEffect(() => {
    toast({
      variant: 'destructive',
      title: 'Invalid Reset Link',
      description: 'The password reset link is invalid or has expired.',
    });
  }, []);
  return <Navigate to="/login" replace />;
}

function ResetDone() {
  return (
    <div role="status" className="grid justify-items-center gap-3 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-green-100 text-success">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight">Password Reset</h1>
      <p className="text-base text-ink-muted">
        Your password has been changed. Sign in with your new password to continue.
      </p>
      <Button asChild size="xl" className="mt-3 w-full">
        <Link to="/login">
          <LogIn aria-hidden="true" />
          Sign In with New Password
        </Link>
      </Button>
    </div>
  );
}

/** Password reset (spec 000 §2): /reset-password?token=… from the reset e-mail. */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPasswordCall(token, password);
      setDone(true);
    } catch (error) {
      const reason = failureText(error, '');
      toast({
        variant: 'destructive',
        title: 'Reset Failed',
        description: `${RESET_FAILED} ${reason}`.trim(),
      });
    }
  });

  if (!token) return <MissingToken />;

  return (
    <AuthShell>
      {done ? (
        <ResetDone />
      ) : (
        <>
          <AuthHeading title="Choose a new password">
            Pick a password of at least 6 characters. You will use it to sign in from now on.
          </AuthHeading>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <PasswordField
              id="reset-password"
              label="New Password"
              autoComplete="new-password"
              required
              disabled={isSubmitting}
              error={errors.password?.message}
              {...form.register('password')}
            />
            <PasswordField
              id="reset-confirm"
              label="Confirm New Password"
              autoComplete="new-password"
              required
              disabled={isSubmitting}
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
            <Button type="submit" size="xl" disabled={isSubmitting} className="w-full">
              {isSubmitting ? <Spinner /> : <KeyRound aria-hidden="true" />}
              {isSubmitting ? 'Resetting...' : 'Reset Password'}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-ink-muted">
            Remembered it?{' '}
            <Link to="/login" className="focus-ring rounded font-semibold text-brand-text hover:underline">
              Back to sign in
            </Link>
          </p>
        </>
      )}
    </AuthShell>
  );
}
