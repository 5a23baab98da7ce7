import { describe, expect, it } from 'vitest';
import { afterSolving, cannotSolveHere, type BrowserEnv } from './device-check-problem';

const https: BrowserEnv = {
  isSecureContext: true,
  hasSubtleCrypto: true,
  protocol: 'https:',
  hostname: 'dockets.example.com.au',
  port: '',
};
/** A phone on the site office's Wi-Fi opening the server by its LAN address. */
const lan: BrowserEnv = {
  isSecureContext: false,
  hasSubtleCrypto: false,
  protocol: 'http:',
  hostname: '192.168.1.20',
  port: '3000',
};

describe('the device check on this page', () => {
  it('runs on a secure connection with Web Crypto', () => {
    expect(cannotSolveHere(https)).toBeNull();
    expect(cannotSolveHere({ ...lan, isSecureContext: true, hasSubtleCrypto: true })).toBeNull();
  });

  it('over plain http on a LAN address: says why and what to do, with no pointless retry', () => {
    const problem = cannotSolveHere(lan)!;
    expect(problem).toMatchObject({ kind: 'insecure', canRetry: false });
    expect(problem.title).toBe('The device check cannot run on this connection');
    expect(problem.text).toContain('plain http at http://192.168.1.20:3000');
    expect(problem.text).toContain('over https');
    expect(problem.text).toContain('http://localhost:3000');
  });

  it('a secure context without Web Crypto cannot run it either', () => {
    expect(cannotSolveHere({ ...https, hasSubtleCrypto: false })?.kind).toBe('insecure');
  });

  it('a solved check gives its payload', () => {
    expect(afterSolving({ payload: 'cGF5bG9hZA==' }, https)).toEqual({ payload: 'cGF5bG9hZA==' });
  });

  it('a failed solve says so and offers Try again', () => {
    for (const result of [null, undefined, { payload: '' }]) {
      expect(afterSolving(result, https)).toMatchObject({
        kind: 'failed',
        title: 'The device check did not finish',
        canRetry: true,
      });
    }
    expect((afterSolving(null, https) as { text: string }).text).toContain('Try again');
  });

  it('a failure on an insecure page is explained as the connection, not as bad luck', () => {
    expect(afterSolving(null, lan)).toMatchObject({ kind: 'insecure', canRetry: false });
  });
});
