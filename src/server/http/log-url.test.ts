import { describe, expect, it } from 'vitest';
import { urlForLog } from './log-url';

describe('urlForLog', () => {
  it('removes the Xero sign-in credentials from a logged address, keeping the rest', () => {
    expect(urlForLog('/auth/xero?ticket=abc_DEF-123')).toBe('/auth/xero?ticket=[removed]');
    expect(urlForLog('/auth/xero/callback?code=c1&scope=openid&state=s1&session_state=x')).toBe(
      '/auth/xero/callback?code=[removed]&scope=openid&state=[removed]&session_state=x',
    );
    expect(urlForLog('/api/dockets?page=2')).toBe('/api/dockets?page=2');
  });
});
