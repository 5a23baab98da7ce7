import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const TOKEN_KEY_BYTES = 32;
/** The key generated for the embedded default, beside the database in DATA_DIR. */
export const TOKEN_KEY_FILE = 'token-encryption.key';
export const TOKEN_KEY_HELP =
  'TOKEN_ENCRYPTION_KEY must be 32 bytes written as 64 hex digits or as base64 (e.g. `openssl rand -hex 32`)';

/** A 32-byte key from 64 hex digits or base64 (standard or URL alphabet); null when it is neither. */
export function parseTokenKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const key = Buffer.from(value, 'base64');
  return key.length === TOKEN_KEY_BYTES ? key : null;
}

export class TokenKeyFileError extends Error {}

/**
 * The key kept in `<dataDir>/token-encryption.key` (64 hex digits, mode 0600): read when it exists,
 * otherwise created once. Created exclusively, so two starts racing on one folder end with one key.
 */
export async function loadOrCreateTokenKey(dataDir: string): Promise<{ key: Buffer; created: boolean }> {
  const file = path.join(dataDir, TOKEN_KEY_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  try {
    await fs.writeFile(file, `${randomBytes(TOKEN_KEY_BYTES).toString('hex')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
    return { key: await readKeyFile(file), created: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { key: await readKeyFile(file), created: false };
  }
}

async function readKeyFile(file: string): Promise<Buffer> {
  const key = parseTokenKey(await fs.readFile(file, 'utf8'));
  if (!key) {
    throw new TokenKeyFileError(
      `${file} does not hold a token encryption key (64 hex digits). Restore it from a backup, or remove it ` +
        'only if losing the stored Xero connections is acceptable (companies then connect again).',
    );
  }
  return key;
}

/**
 * The key stored Xero tokens are sealed with: TOKEN_ENCRYPTION_KEY when set, else the DATA_DIR key
 * file (created on the first start; `createdIn` names it then, so start-up can say to back it up).
 */
export async function resolveTokenKey(config: {
  tokenEncryptionKey: Buffer | undefined;
  dataDir: string;
}): Promise<{ key: Buffer; createdIn: string | null }> {
  if (config.tokenEncryptionKey) return { key: config.tokenEncryptionKey, createdIn: null };
  const { key, created } = await loadOrCreateTokenKey(config.dataDir);
  return { key, createdIn: created ? path.join(config.dataDir, TOKEN_KEY_FILE) : null };
}
