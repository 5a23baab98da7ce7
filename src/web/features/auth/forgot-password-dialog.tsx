import { lazy, Suspense } from 'react';
import { useDialogOnDemand } from '../../components/dialog-on-demand';
import { usePublicConfig } from '../../lib/public-config';

/** The dialog and its form rules (zod) load on the first tap of the link, not with the sign-in page. */
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

/** 'Forgot your password?' under the password field, and its dialog (spec 000 §2). */
export function ForgotPasswordDialog() {
  const dialog = useDialogOnDemand();
  usePublicConfig(); // read ahead, so the answer's toast knows whether mail is delivered
  return (
    <>
      <button
        type="button"
        {...dialog.triggerProps}
        className="focus-ring justify-self-end rounded px-1 py-2 text-sm font-semibold text-brand-text underline-offset-4 hover:underline"
      >
        Forgot your password?
      </button>
      {dialog.asked && (
        <Suspense fallback={null}>
          <ForgotPasswordForm
            open={dialog.open}
            setOpen={dialog.setOpen}
            onCloseAutoFocus={dialog.onCloseAutoFocus}
          />
        </Suspense>
      )}
    </>
  );
}
