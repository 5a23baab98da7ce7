import { createHash, randomBytes } from 'node:crypto';

export interface Pkce {
  /** Kept by the product until the callback; 43 base64url characters (RFC 7636 allows 43–128). */
  verifier: string;
  /** BASE64URL(SHA256(verifier)), sent with code_challenge_method=S256. */
  challenge: string;
}

export const pkceChallenge = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

export function createPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}
