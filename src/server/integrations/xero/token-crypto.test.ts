import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTokenCipher, TokenDecryptError } from './token-crypto';
import {
  loadOrCreateTokenKey,
  parseTokenKey,
  resolveTokenKey,
  TOKEN_KEY_FILE,
  TokenKeyFileError,
} from './token-key';

const key = randomBytes(32);
const cipher = createTokenCipher(key);
const token = 'eyJhbGciOiJSUzI1NiJ9.refresh-token-with-ünïcode';

/** The stored value with one byte of one part flipped. */
function flip(stored: string, part: 1 | 2 | 3): string {
  const parts = stored.split(':');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[bytes.length - 1]! ^= 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join(':');
}

describe('token encryption (AES-256-GCM)', () => {
  it('opens what it sealed, as v1:<iv>:<tag>:<ciphertext> with a fresh 12-byte IV each time', () => {
    const first = cipher.encrypt(token);
    const second = cipher.encrypt(token);
    expect(first).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('refresh');
    expect(cipher.decrypt(first)).toBe(token);
    expect(cipher.decrypt(second)).toBe(token);
    expect(cipher.decrypt(cipher.encrypt(''))).toBe('');
  });

  it.each([
    [1, 'IV'],
    [2, 'tag'],
    [3, 'ciphertext'],
  ] as const)('refuses a value with a flipped byte in part %s (the %s)', (part, _name) => {
    expect(() => cipher.decrypt(flip(cipher.encrypt(token), part))).toThrow(TokenDecryptError);
  });

  it('refuses a value sealed with another key', () => {
    const other = createTokenCipher(randomBytes(32));
    expect(() => other.decrypt(cipher.encrypt(token))).toThrow(TokenDecryptError);
  });

  it('refuses a value moved to another context (e.g. another company)', () => {
    const stored = cipher.encrypt(token, 'company:1');
    expect(cipher.decrypt(stored, 'company:1')).toBe(token);
    expect(() => cipher.decrypt(stored, 'company:2')).toThrow(TokenDecryptError);
  });

  it.each(['', 'plain-token', 'v2:a:b:c', 'v1:a:b', `${cipher.encrypt(token)}:extra`])(
    'refuses the malformed value %j',
    (stored) => {
      expect(() => cipher.decrypt(stored)).toThrow(TokenDecryptError);
    },
  );
});

describe('the token key', () => {
  it('reads 32 bytes from 64 hex digits or base64, and nothing else', () => {
    expect(parseTokenKey(key.toString('hex'))).toEqual(key);
    expect(parseTokenKey(key.toString('hex').toUpperCase())).toEqual(key);
    expect(parseTokenKey(key.toString('base64'))).toEqual(key);
    expect(parseTokenKey(key.toString('base64url'))).toEqual(key);
    expect(parseTokenKey(` ${key.toString('hex')}\n`)).toEqual(key);
    expect(parseTokenKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(parseTokenKey(randomBytes(33).toString('base64'))).toBeNull();
    expect(parseTokenKey('correct horse battery staple')).toBeNull();
  });

  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitedockets-token-key-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is generated once into DATA_DIR, readable by the owner only, and reused on restart', async () => {
    const dataDir = tempDir();
    const first = await loadOrCreateTokenKey(dataDir);
    const file = path.join(dataDir, TOKEN_KEY_FILE);
    expect(first.created).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = await loadOrCreateTokenKey(dataDir);
    expect(again).toEqual({ key: first.key, created: false });
    // What was sealed before the restart opens after it.
    const sealed = createTokenCipher(first.key).encrypt(token);
    expect(createTokenCipher(again.key).decrypt(sealed)).toBe(token);
  });

  it('ends with one key when two starts race on an empty folder', async () => {
    const dataDir = tempDir();
    const [a, b] = await Promise.all([loadOrCreateTokenKey(dataDir), loadOrCreateTokenKey(dataDir)]);
    expect(a.key).toEqual(b.key);
    expect([a.created, b.created].sort()).toEqual([false, true]);
  });

  it('stops on a key file that holds no key, naming the file', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, TOKEN_KEY_FILE), 'not a key\n');
    await expect(loadOrCreateTokenKey(dataDir)).rejects.toThrow(TokenKeyFileError);
    await expect(loadOrCreateTokenKey(dataDir)).rejects.toThrow(TOKEN_KEY_FILE);
  });

  it('takes TOKEN_ENCRYPTION_KEY over the file, and writes no file then', async () => {
    const dataDir = tempDir();
    expect(await resolveTokenKey({ tokenEncryptionKey: key, dataDir })).toEqual({ key, createdIn: null });
    expect(fs.existsSync(path.join(dataDir, TOKEN_KEY_FILE))).toBe(false);
    const made = await resolveTokenKey({ tokenEncryptionKey: undefined, dataDir });
    expect(made.createdIn).toBe(path.join(dataDir, TOKEN_KEY_FILE));
    expect((await resolveTokenKey({ tokenEncryptionKey: undefined, dataDir })).createdIn).toBeNull();
  });
});
