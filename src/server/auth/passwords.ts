import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimums (19 MiB, 2 passes). */
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which isolated modules cannot read)
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
