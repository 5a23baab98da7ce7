import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { TOKEN_KEY_BYTES } from './token-key';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored value that is not ours, was changed, or was sealed with another key. */
export class TokenDecryptError extends Error {
  constructor() {
    super('The stored token cannot be decrypted (changed, or sealed with another TOKEN_ENCRYPTION_KEY)');
  }
}

export interface TokenCipher {
  /**
   * `v1:<iv>:<tag>:<ciphertext>`, each part base64url. `context` (e.g. the company id) is bound as
   * additional data, so a value copied to another row does not open there.
   */
  encrypt(plaintext: string, context?: string): string;
  decrypt(stored: string, context?: string): string;
}

/** AES-256-GCM with a fresh random 12-byte IV per value. */
export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== TOKEN_KEY_BYTES) throw new Error(`A token key is ${TOKEN_KEY_BYTES} bytes`);
  return {
    encrypt(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join(':');
    },
    decrypt(stored, context = '') {
      const [version, iv, tag, sealed, ...rest] = stored.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || sealed === undefined || rest.length)
        throw new TokenDecryptError();
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new TokenDecryptError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES })
          .setAAD(Buffer.from(context, 'utf8'))
          .setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new TokenDecryptError();
      }
    },
  };
}
