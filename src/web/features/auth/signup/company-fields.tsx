import { TextField } from '../text-field';
import { cleanCompanyCode, cleanProjectCode, type SignUpFormApi } from './registration';

type FieldsProps = { form: SignUpFormApi; disabled: boolean };

/** Company Owner: the company being registered (spec 000 §2). */
export function OwnerCompanyFields({ form, disabled }: FieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        id="signup-company-name"
        label="Company Name"
        autoComplete="organization"
        required
        disabled={disabled}
        error={errors.companyName?.message}
        {...form.register('companyName')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="signup-company-email"
          label="Company Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          disabled={disabled}
          error={errors.companyEmail?.message}
          {...form.register('companyEmail')}
        />
        <TextField
          id="signup-company-phone"
          label="Company Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          disabled={disabled}
          error={errors.companyPhone?.message}
          {...form.register('companyPhone')}
        />
      </div>
      <TextField
        id="signup-company-address"
        label="Company Address"
        autoComplete="street-address"
        disabled={disabled}
        error={errors.companyAddress?.message}
        {...form.register('companyAddress')}
      />
    </>
  );
}

/** Worker: the 6-letter company code, typed after a fixed 'C-' (spec 000 §2, DECISIONS). */
export function CompanyCodeField({ form, disabled }: FieldsProps) {
  const field = form.register('companyCode');
  return (
    <TextField
      id="signup-company-code"
      label="Company Code"
      prefix="C-"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      aria-required
      disabled={disabled}
      hint="Enter 6 letters. Your office or admin can give you the code."
      error={form.formState.errors.companyCode?.message}
      className="font-mono tracking-[0.2em] uppercase"
      {...field}
      onChange={(event) => {
        event.target.value = cleanCompanyCode(event.target.value);
        return field.onChange(event);
      }}
    />
  );
}

/** Foreman account: the project code, 4 to 8 digits (spec 000 §5). */
export function ProjectCodeField({ form, disabled }: FieldsProps) {
  const field = form.register('projectCode');
  return (
    <TextField
      id="signup-project-code"
      label="Project Code"
      inputMode="numeric"
      autoComplete="off"
      aria-required
      disabled={disabled}
      hint="4 to 8 digits, from your admin or the project invitation."
      error={form.formState.errors.projectCode?.message}
      className="font-mono tracking-[0.2em]"
      {...field}
      onChange={(event) => {
        event.target.value = cleanProjectCode(event.target.value);
        return field.onChange(event);
      }}
    />
  );
}
