/**
 * Why the device check (ALTCHA proof of work, components/device-check.tsx) could not finish, in
 * words a foreman on site can act on. Pure, so the decision is tested without a browser.
 */
export type DeviceCheckProblem = {
  kind: 'insecure' | 'failed';
  title: string;
  text: string;
  /** Whether trying again on this page can help (not while the page is insecure). */
  canRetry: boolean;
};

/** What the browser offers: the check hashes with Web Crypto, which exists only in a secure context. */
export type BrowserEnv = {
  isSecureContext: boolean;
  hasSubtleCrypto: boolean;
  /** location.protocol, hostname and port, to say where to open the app instead. */
  protocol: string;
  hostname: string;
  port: string;
};

export const browserEnv = (): BrowserEnv => ({
  isSecureContext: globalThis.isSecureContext === true,
  hasSubtleCrypto: typeof globalThis.crypto?.subtle?.digest === 'function',
  protocol: globalThis.location?.protocol ?? '',
  hostname: globalThis.location?.hostname ?? '',
  port: globalThis.location?.port ?? '',
});

function insecure(env: BrowserEnv): DeviceCheckProblem {
  const here = env.hostname ? ` at ${env.protocol}//${env.hostname}${env.port ? `:${env.port}` : ''}` : '';
  const local = `http://localhost${env.port ? `:${env.port}` : ''}`;
  return {
    kind: 'insecure',
    title: 'The device check cannot run on this connection',
    text:
      `Your browser runs it only on a secure connection, and this page was opened over plain http${here}. ` +
      `Open SiteDockets over https (ask whoever runs it for that address), or on the computer it runs on at ${local}, then try again.`,
    canRetry: false,
  };
}

const FAILED: DeviceCheckProblem = {
  kind: 'failed',
  title: 'The device check did not finish',
  text: 'This device could not complete the check (it may have been interrupted or lost its connection). Press Try again. If it keeps failing, reload the page.',
  canRetry: true,
};

/** Before solving: the problem that stops the check on this page, or null when it can run. */
export function cannotSolveHere(env: BrowserEnv): DeviceCheckProblem | null {
  return env.isSecureContext && env.hasSubtleCrypto ? null : insecure(env);
}

/**
 * After the widget's try (its `verify()` result, or null when it failed or threw): the solution
 * to send, or the problem to show. A failure on an insecure page is explained as that.
 */
export function afterSolving(
  result: { payload?: string | null } | null | undefined,
  env: BrowserEnv,
): { payload: string } | DeviceCheckProblem {
  if (result?.payload) return { payload: result.payload };
  return cannotSolveHere(env) ?? FAILED;
}
