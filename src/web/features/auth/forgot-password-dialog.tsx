import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordBody } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogForm,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { publicConfigQuery, usePublicConfig } from '../../lib/public-config';
import { toast } from '../../lib/toast-store';
import { failureText } from './failure-text';
import { forgotPasswordToast } from './forgot-password-toast';
import { forgotPasswordCall } from './session-calls';
import { TextField } from './text-field';

type ForgotValues = z.input<typeof forgotPasswordBody>;

/**
 * The 'Forgot your password' dialog of the sign-in screen (spec 000 §2, §8). Its form is its own: a
 * request never submits the sign-in form behind it. The answer closes it and shows as a toast,
 * which claims a link was sent only when this installation delivers e-mail (public config).
 */
export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  usePublicConfig(); // read ahead, so the answer's toast knows whether mail is delivered
  const form = useForm<ForgotValues>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await forgotPasswordCall(email);
      const config = await queryClient.fetchQuery(publicConfigQuery).catch(() => undefined);
      onOpenChange(false);
      toast(forgotPasswordToast(config?.mailDelivery));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Password Reset Failed',
        description: failureText(error, 'Failed to send reset email. Please try again.'),
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className="focus-ring justify-self-end rounded px-1 py-2 text-sm font-semibold text-brand-text underline-offset-4 hover:underline">
        Forgot your password?
      </DialogTrigger>
      <DialogContent>
        <DialogForm onSubmit={onSubmit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Forgot your password</DialogTitle>
            <DialogDescription>
              Enter the email address of your account and we will send you a link to choose a new password.
            </DialogDescription>
          </DialogHeader>
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            disabled={isSubmitting}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <DialogFooter>
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
              {isSubmitting ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </DialogFooter>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
