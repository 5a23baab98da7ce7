import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordBody } from '../../../shared/auth/schemas';
import type { OnDemandDialogProps } from '../../components/dialog-on-demand';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogForm,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { publicConfigQuery } from '../../lib/public-config';
import { toast } from '../../lib/toast-store';
import { failureText } from './failure-text';
import { forgotPasswordToast } from './forgot-password-toast';
import { forgotPasswordCall } from './api/forgot-password';
import { TextField } from './text-field';

type ForgotValues = z.input<typeof forgotPasswordBody>;

/**
 * The 'Forgot your password' dialog of the sign-in screen (spec 000 §2, §8), loaded on the first tap
 * of its link (forgot-password-dialog.tsx). Its form is its own: a request never submits the sign-in
 * form behind it. The answer closes it and shows as a toast, which claims a link was sent only when
 * this installation delivers e-mail (public config).
 */
export function ForgotPasswordForm({ open, setOpen, onCloseAutoFocus }: OnDemandDialogProps) {
  const queryClient = useQueryClient();
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
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
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
