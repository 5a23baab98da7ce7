import { ArrowLeft, LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useDeviceCheck } from '../../components/device-check';
import { lazyResolver } from '../../lib/lazy-resolver';
import { whenIdle } from '../../lib/when-idle';
import { toast } from '../../lib/toast-store';
import { AuthHeading, AuthShell } from './auth-shell';
import { useAuth } from './auth-context';
import { failureText } from './failure-text';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordField } from './password-field';
import type { LoginBody } from './api/login';
import { TextField } from './text-field';

/** Where to go after signing in: back to the signed-in page that sent the user here, else /dashboard. */
function useReturnPath(): string {
  const from: unknown = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
}

const rules = lazyResolver<LoginBody>(() => import('./login-rules').then((m) => m.loginResolver));

/** Sign-in (spec 000 §2): username and password, forgot-password dialog, link to sign-up. */
export default function LoginPage() {
  const { user, login } = useAuth();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const form = useForm<LoginBody>({
    resolver: rules.resolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const check = useDeviceCheck();
  useEffect(() => whenIdle(rules.warm), []);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login(values, check.take());
      toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
      await navigate(returnPath, { replace: true });
    } catch (error) {
      if (check.ask(error)) return;
      toast({
        variant: 'destructive',
        title: 'Login failed',
        description: failureText(error, 'Please check your credentials and try again.'),
      });
    }
  });

  if (user && !isSubmitting) return <Navigate to={returnPath} replace />;

  return (
    <AuthShell>
      <AuthHeading title="Sign in">Welcome back. Sign in to record and approve dockets.</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <TextField
          id="login-username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          disabled={isSubmitting}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <div className="grid gap-1">
          <PasswordField
            id="login-password"
            label="Password"
            autoComplete="current-password"
            disabled={isSubmitting}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <ForgotPasswordDialog />
        </div>
        {check.box}
        <Button type="submit" size="xl" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner /> : <LogIn aria-hidden="true" />}
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <div className="mt-8 grid gap-4 border-t border-line pt-6 text-center">
        <p className="text-base text-ink-muted">
          New to SiteDockets?{' '}
          <Link
            to="/signup"
            className="focus-ring rounded font-semibold text-brand-text underline-offset-4 hover:underline"
          >
            Create your company account
          </Link>
        </p>
        <Link
          to="/"
          className="focus-ring inline-flex items-center justify-center gap-1.5 self-center rounded py-2 text-sm font-semibold text-ink-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
      </div>
    </AuthShell>
  );
}
