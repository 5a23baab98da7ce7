import { describe, expect, it } from 'vitest';
import { XERO_CONNECT_REASONS } from '../../../shared/xero/connect-routes';
import { connectFailureText } from './connect-failure';

describe('connectFailureText', () => {
  it('has words for every reason the server returns, and a general text for anything else', () => {
    for (const reason of XERO_CONNECT_REASONS) expect(connectFailureText(reason)).not.toBe('');
    expect(connectFailureText('access_denied')).toContain('Cancel');
    expect(connectFailureText('other_browser')).toContain('started in another browser');
    expect(connectFailureText('invalid_scope')).toMatch(/^Missing Permissions: .*XERO_SCOPES/);
    expect(connectFailureText('<script>')).toBe(connectFailureText('server_error'));
    expect(connectFailureText(null)).toBe(connectFailureText('server_error'));
  });
});
