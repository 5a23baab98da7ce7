import { PasswordField } from '../password-field';
import { TextField } from '../text-field';
import type { SignUpFormApi } from './registration';
import { UsernameField } from './username-field';

type PersonalFieldsProps = { form: SignUpFormApi; disabled: boolean };

/** Full name, username, email and passwords: the part every sign-up role shares (spec 000 §2). */
export function PersonalFields({ form, disabled }: PersonalFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        id="signup-full-name"
        label="Full Name"
        autoComplete="name"
        required
        disabled={disabled}
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <UsernameField form={form} disabled={disabled} />
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          disabled={disabled}
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          id="signup-password"
          label="Password"
          autoComplete="new-password"
          hint="At least 6 characters."
          required
          disabled={disabled}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          id="signup-confirm-password"
          label="Confirm Password"
          autoComplete="new-password"
          required
          disabled={disabled}
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </div>
    </>
  );
}
