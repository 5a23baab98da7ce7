import { CircleCheck, Sparkles } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../text-field';
import type { SignUpFormApi } from './registration';
import { useUsernameSuggestion } from '../use-username-suggestion';

/**
 * Username with the suggestion of spec 000 §9: a free name built from the full name fills the field
 * while the user has not typed one of their own; otherwise it is offered with a button.
 */
export function UsernameField({ form, disabled }: { form: SignUpFormApi; disabled: boolean }) {
  const fullName = useWatch({ control: form.control, name: 'firstName' }) ?? '';
  const username = useWatch({ control: form.control, name: 'username' }) ?? '';
  const { suggestion, checking } = useUsernameSuggestion(fullName);
  const lastFilled = useRef('');

  useEffect(() => {
    if (!suggestion) return;
    const current = form.getValues('username');
    if (current !== '' && current !== lastFilled.current) return;
    lastFilled.current = suggestion;
    form.setValue('username', suggestion, { shouldValidate: form.formState.isSubmitted });
  }, [suggestion, form]);

  const use = (name: string) => {
    lastFilled.current = name;
    form.setValue('username', name, { shouldValidate: true, shouldDirty: true });
  };

  let hint: ReactNode = null;
  if (suggestion && username === suggestion) {
    hint = (
      <span className="inline-flex items-center gap-1.5 text-success">
        <CircleCheck aria-hidden="true" className="size-4" />
        Suggested from your name, and available.
      </span>
    );
  } else if (suggestion) {
    hint = (
      <span className="inline-flex flex-wrap items-center gap-x-1.5">
        <Sparkles aria-hidden="true" className="size-4 text-brand-text" />
        Suggestion:
        <button
          type="button"
          onClick={() => use(suggestion)}
          disabled={disabled}
          className="focus-ring rounded font-semibold text-brand-text underline underline-offset-4"
        >
          Use {suggestion}
        </button>
      </span>
    );
  } else if (checking && fullName.trim() && username === '') {
    hint = (
      <span className="inline-flex items-center gap-1.5">
        <Spinner className="size-4" /> Finding a free username…
      </span>
    );
  }

  return (
    <TextField
      id="signup-username"
      label="Username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      disabled={disabled}
      hint={hint ?? 'At least 3 characters: letters, numbers, dots, dashes or underscores.'}
      error={form.formState.errors.username?.message}
      {...form.register('username')}
    />
  );
}
