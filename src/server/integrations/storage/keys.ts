import { createHash } from 'node:crypto';

export const MAX_KEY_LENGTH = 200;

/** The prefix every key of the company starts with. */
const companyPrefix = (companyId: number): string => `c${companyId}/`;

/** Throws unless the key is well formed: [A-Za-z0-9/._-], at most 200 characters, no '..', a company prefix. */
export function checkKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH)
    throw new Error(`A file key must be 1 to ${MAX_KEY_LENGTH} characters`);
  if (!/^[A-Za-z0-9/._-]+$/.test(key))
    throw new Error('A file key may hold only letters, digits and / . _ -');
  if (key.includes('..')) throw new Error('A file key may not contain ".."');
  if (!/^c[1-9]\d*\/[^/]/.test(key)) throw new Error('A file key must start with c<companyId>/');
}

/** Throws unless the key is well formed and the company's own. */
export function checkCompanyKey(key: string, companyId: number): void {
  checkKey(key);
  if (!key.startsWith(companyPrefix(companyId)))
    throw new Error(`The file key is not company ${companyId}'s`);
}

export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
