import { MAIL_SETUP_HINT } from '../../../shared/email/delivery';
import type { ToastInput } from '../../lib/toast-store';

/** Spec 000 §8: the non-revealing answer, when the installation can deliver e-mail. */
export const RESET_SENT: ToastInput = {
  title: 'Reset Email Sent',
  description: 'If an account with that email exists, a password reset link has been sent.',
};

/** With no mail server no reset link can reach anyone, whether or not the account exists. */
export const RESET_NOT_DELIVERABLE: ToastInput = {
  variant: 'destructive',
  title: 'Reset Email Not Delivered',
  description:
    'No reset link could be e-mailed: this installation of SiteDockets has no mail server set up. ' +
    `Ask your administrator to help you sign in. ${MAIL_SETUP_HINT}`,
};

/**
 * The toast after a forgot-password request was accepted. The server cannot say whether the mail
 * went out (that would reveal whether the account exists), so the installation's configuration
 * decides (GET /api/public-config `mailDelivery`). Unknown (the configuration could not be read)
 * keeps the spec's text. The dead end stays on screen (destructive toasts stay until dismissed).
 */
export const forgotPasswordToast = (mailDelivery: boolean | undefined): ToastInput =>
  mailDelivery === false ? RESET_NOT_DELIVERABLE : RESET_SENT;
