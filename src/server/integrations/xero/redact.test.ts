import { describe, expect, it } from 'vitest';
import { REMOVED, redactXeroSecrets } from './redact';

describe('redactXeroSecrets', () => {
  it('removes OAuth fields and Authorization headers at any depth, keeping Xero fields', () => {
    const logged = redactXeroSecrets({
      access_token: 'eyJhbGciOi.abc.def',
      refresh_token: 'r-123',
      id_token: 'id-1',
      token_type: 'Bearer',
      expires_in: 1800,
      headers: { Authorization: 'Bearer eyJhbGciOi.abc.def', 'xero-tenant-id': 't-1' },
      nested: [{ client_secret: 's3cret', code: 'auth-code', code_verifier: 'v' }],
      Accounts: [{ Code: '200', Name: 'Sales' }],
    });
    expect(logged).toEqual({
      access_token: REMOVED,
      refresh_token: REMOVED,
      id_token: REMOVED,
      token_type: 'Bearer',
      expires_in: 1800,
      headers: { Authorization: REMOVED, 'xero-tenant-id': 't-1' },
      nested: [{ client_secret: REMOVED, code: REMOVED, code_verifier: REMOVED }],
      Accounts: [{ Code: '200', Name: 'Sales' }],
    });
  });

  it('removes secrets from a form body and credentials from text', () => {
    expect(
      redactXeroSecrets(
        'grant_type=authorization_code&code=abc123&code_verifier=xyz&redirect_uri=http%3A%2F%2Fa',
      ),
    ).toBe(
      `grant_type=authorization_code&code=${REMOVED}&code_verifier=${REMOVED}&redirect_uri=http%3A%2F%2Fa`,
    );
    expect(redactXeroSecrets('grant_type=refresh_token&refresh_token=r-1')).toBe(
      `grant_type=refresh_token&refresh_token=${REMOVED}`,
    );
    expect(redactXeroSecrets('401 with header Authorization: Bearer abc.def-ghi_jkl')).toBe(
      `401 with header Authorization: Bearer ${REMOVED}`,
    );
    expect(redactXeroSecrets('Basic dXNlcjpwYXNz')).toBe(`Basic ${REMOVED}`);
    expect(redactXeroSecrets('status=AUTHORISED&page=2')).toBe('status=AUTHORISED&page=2');
    expect(redactXeroSecrets(null)).toBeNull();
    expect(redactXeroSecrets(42)).toBe(42);
  });
});
