import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound, LogIn, TriangleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { accessByCodeBody } from '../../../../shared/dockets/approvals-schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { useDeviceCheck } from '../../../components/device-check';
import { ApiError } from '../../../lib/request';
import { dismissToast, toast } from '../../../lib/toast-store';
import { accessByCode } from '../api/access-by-code';
import type { AccessReply } from './types';

const WRONG_CODE = 'Invalid project code. Please check and try again.';

type CodeEntryProps = {
  /** Pre-filled from the shared link's ?code=. */
  defaultCode: string;
  /** Why the code is asked again (an expired grant), if it is. */
  notice: string | null;
  homeHref: string;
  onAccess: (reply: AccessReply) => void;
};

function failureToast(error: unknown): void {
  if (error instanceof ApiError && error.status === 404) {
    toast({ variant: 'destructive', title: WRONG_CODE });
  } else if (error instanceof ApiError && error.status === 429) {
    toast({ variant: 'destructive', title: error.message });
  } else {
    toast({
      variant: 'destructive',
      title: 'Could not open the project',
      description: 'Check your connection, then try again.',
    });
  }
}

/** Spec 001 §2.5: the project code comes first; a right one opens the project's dockets. */
export function CodeEntry({ defaultCode, notice, homeHref, onAccess }: CodeEntryProps) {
  const form = useForm<z.input<typeof accessByCodeBody>, unknown, z.output<typeof accessByCodeBody>>({
    resolver: zodResolver(accessByCodeBody),
    defaultValues: { code: defaultCode },
  });
  const { errors, isSubmitting } = form.formState;
  const check = useDeviceCheck();
  const onSubmit = form.handleSubmit(
    async ({ code }) => {
      try {
        const reply = await accessByCode(code, check.take());
        dismissToast();
        onAccess(reply);
      } catch (error) {
        if (!check.ask(error)) failureToast(error);
      }
    },
    (invalid) => {
      if (invalid.code?.message) toast({ variant: 'destructive', title: invalid.code.message });
    },
  );

  return (
    <Card className="mx-auto w-full max-w-md overflow-hidden sm:mt-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-5 p-5 sm:p-8">
        <div className="grid gap-3">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-text">
            <KeyRound aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight">Foreman Dashboard</h1>
          <p className="text-lg text-pretty text-ink-muted">Enter your project code to access timesheets</p>
        </div>
        {notice && (
          <p
            role="alert"
            className="flex gap-2 rounded-lg bg-brand-soft p-3 text-base font-medium text-brand-text"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {notice}
          </p>
        )}
        <div className="grid gap-2">
          <Label htmlFor="project-code" className="text-base">
            Project code
          </Label>
          <Input
            id="project-code"
            inputMode="numeric"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. 482913"
            maxLength={20}
            disabled={isSubmitting}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? 'project-code-error' : 'project-code-hint'}
            className="h-16 text-center font-mono text-3xl font-bold tracking-[0.2em] placeholder:text-xl placeholder:font-sans placeholder:font-normal placeholder:tracking-normal"
            {...form.register('code')}
          />
          {errors.code ? (
            <p id="project-code-error" className="text-base font-semibold text-danger">
              {errors.code.message}
            </p>
          ) : (
            <p id="project-code-hint" className="text-sm text-ink-muted">
              The 6-digit code from your site office or the link you were sent.
            </p>
          )}
        </div>
        {check.box}
        <Button type="submit" size="xl" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner /> : <LogIn aria-hidden="true" />}
          Access Project
        </Button>
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link to={homeHref}>
            <ArrowLeft aria-hidden="true" />
            Return to Main Site
          </Link>
        </Button>
      </form>
    </Card>
  );
}
