import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random opaque token for a URL or a header: 32 bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored instead of a token: its SHA-256, hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A company code: six uppercase letters. */
export const newCompanyCode = (): string => Array.from({ length: 6 }, () => LETTERS[randomInt(26)]).join('');

/** A project code: six digits, never starting with 0 so it reads the same everywhere. */
export const newProjectCode = (): string => String(randomInt(100000, 1000000));
