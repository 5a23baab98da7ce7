import { describe, expect, it } from 'vitest';
import { MAIL_SETUP_HINT } from '../../../shared/email/delivery';
import { forgotPasswordToast } from './forgot-password-toast';

describe("the 'Forgot your password' toast", () => {
  it("keeps spec 000 §8's text when the installation delivers e-mail", () => {
    expect(forgotPasswordToast(true)).toEqual({
      title: 'Reset Email Sent',
      description: 'If an account with that email exists, a password reset link has been sent.',
    });
  });

  it('never claims a link was sent when no mail server is set up, and says whom to ask', () => {
    const shown = forgotPasswordToast(false);
    expect(shown.title).toBe('Reset Email Not Delivered');
    expect(shown.description).toContain('no mail server set up');
    expect(shown.description).toContain('Ask your administrator');
    expect(shown.description).toContain(MAIL_SETUP_HINT);
    expect(shown.description).not.toMatch(/has been sent/);
    expect(shown.variant).toBe('destructive'); // stays until dismissed: it is a dead end to act on
  });

  it('does not reveal whether the account exists: one text for every address', () => {
    expect(forgotPasswordToast(false).description).not.toMatch(/no account|not found|unknown/i);
  });

  it("keeps the spec's text when the configuration could not be read", () => {
    expect(forgotPasswordToast(undefined).title).toBe('Reset Email Sent');
  });
});
