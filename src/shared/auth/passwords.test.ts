import { describe, expect, it } from 'vitest';
import { inviteSignupForm, resetPasswordForm, signUpForm } from './schemas';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './passwords';

const messagesFor = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).filter((i) => i.path[0] === 'password').map((i) => i.message);

describe('new passwords (NIST SP 800-63B: not a common one)', () => {
  it('knows the common passwords in any case, and not a made-up one', () => {
    expect(['123456', 'password', 'Qwerty123', 'ILOVEYOU', 'letmein'].map(isCommonPassword)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isCommonPassword('kerb-stone-41')).toBe(false);
  });

  it('gives the same message in the sign-up, invitation and reset forms', () => {
    const signUp = signUpForm.safeParse({
      role: 'company_owner',
      firstName: 'Sam Kerr',
      username: 'sam_k',
      email: 'sam@example.com',
      password: '123456',
      confirmPassword: '123456',
      companyName: 'Kerr Civil',
      companyEmail: 'office@kerr.example',
    });
    const invite = inviteSignupForm.safeParse({
      username: 'sam_k',
      password: '123456',
      confirmPassword: '123456',
    });
    const reset = resetPasswordForm.safeParse({ password: '123456', confirmPassword: '123456' });
    for (const result of [signUp, invite, reset])
      expect(messagesFor(result)).toEqual([COMMON_PASSWORD_MESSAGE]);
  });

  it('keeps the 6-character minimum and accepts an uncommon password', () => {
    expect(messagesFor(resetPasswordForm.safeParse({ password: 'kerb', confirmPassword: 'kerb' }))).toContain(
      'Password must be at least 6 characters long',
    );
    expect(
      resetPasswordForm.safeParse({ password: 'kerb-stone-41', confirmPassword: 'kerb-stone-41' }).success,
    ).toBe(true);
  });
});
