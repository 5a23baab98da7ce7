import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FileStore } from './file-store';
import { sha256Hex } from './keys';

export type ContractSubject = { store: FileStore; companyA: number; companyB: number };

/** What every FileStore does alike; `subject` is ready once the file's beforeAll has run. */
export function fileStoreContract(subject: () => ContractSubject): void {
  const key = (companyId: number, name: string) => `c${companyId}/evidence/${name}`;

  describe('the file store contract', () => {
    it('gives back exactly the bytes put, with their type, size and sha256', async () => {
      const { store, companyA } = subject();
      const bytes = Buffer.from([0, 1, 2, 255, 254, 0, 92, 120, 48, 48, 10, 13]);
      const put = await store.put(key(companyA, 'small.bin'), bytes, {
        companyId: companyA,
        contentType: 'application/octet-stream',
      });
      expect(put).toEqual({ sizeBytes: bytes.length, sha256: sha256Hex(bytes) });
      const got = await store.get(key(companyA, 'small.bin'));
      expect(got).toEqual({
        bytes,
        contentType: 'application/octet-stream',
        sizeBytes: bytes.length,
        sha256: sha256Hex(bytes),
      });
    });

    it('round-trips a 5 MB photo byte for byte', async () => {
      const { store, companyA } = subject();
      const photo = randomBytes(5 * 1024 * 1024);
      await store.put(key(companyA, 'photo.jpg'), photo, { companyId: companyA, contentType: 'image/jpeg' });
      const got = await store.get(key(companyA, 'photo.jpg'));
      expect(got!.sizeBytes).toBe(photo.length);
      expect(got!.sha256).toBe(sha256Hex(photo));
      expect(Buffer.compare(got!.bytes, photo)).toBe(0);
      await store.remove(key(companyA, 'photo.jpg'));
    });

    it('replaces a file put again under the same key', async () => {
      const { store, companyA } = subject();
      const k = key(companyA, 'replaced.txt');
      await store.put(k, Buffer.from('first'), { companyId: companyA, contentType: 'text/plain' });
      await store.put(k, Buffer.from('second version'), {
        companyId: companyA,
        contentType: 'text/markdown',
      });
      const got = await store.get(k);
      expect(got!.bytes.toString()).toBe('second version');
      expect(got!.contentType).toBe('text/markdown');
      expect(got!.sizeBytes).toBe(14);
    });

    it('replaces a large file by a small one, and a small one by a large one, whole', async () => {
      const { store, companyA } = subject();
      const k = key(companyA, 'large-then-small.bin');
      const large = randomBytes(700 * 1024 + 5);
      await store.put(k, large, { companyId: companyA, contentType: 'image/jpeg' });
      await store.put(k, Buffer.from('small'), { companyId: companyA, contentType: 'text/plain' });
      expect((await store.get(k))!.bytes.toString()).toBe('small');
      await store.put(k, large, { companyId: companyA, contentType: 'image/jpeg' });
      expect(Buffer.compare((await store.get(k))!.bytes, large)).toBe(0);
      await store.remove(k);
      expect(await store.get(k)).toBeNull();
    });

    it('removes a file, and removing one that is not there is no error', async () => {
      const { store, companyA } = subject();
      const k = key(companyA, 'gone.txt');
      await store.put(k, Buffer.from('bye'), { companyId: companyA, contentType: 'text/plain' });
      await store.remove(k);
      expect(await store.get(k)).toBeNull();
      await expect(store.remove(k)).resolves.toBeUndefined();
      expect(await store.get(key(companyA, 'never-stored.txt'))).toBeNull();
    });

    it("refuses to put under another company's key", async () => {
      const { store, companyA, companyB } = subject();
      const theirs = key(companyB, 'mine-now.txt');
      await expect(
        store.put(theirs, Buffer.from('x'), { companyId: companyA, contentType: 'text/plain' }),
      ).rejects.toThrow(/not company/);
      expect(await store.get(theirs)).toBeNull();
    });

    it.each([
      ['no company prefix', 'evidence/a.txt'],
      ['a traversal', 'cA/../c2/a.txt'],
      ['dots inside', 'cX/a..b'],
      ['a space', 'cX/a b.txt'],
      ['a backslash', 'cX/a\\b.txt'],
      ['a non-ASCII name', 'cX/ph\u00f6to.jpg'],
      ['too long', `cX/${'a'.repeat(200)}`],
      ['empty', ''],
    ])('refuses a bad key: %s', async (_, raw) => {
      const { store, companyA } = subject();
      const bad = raw.replace(/^cX/, `c${companyA}`).replace(/^cA/, `c${companyA}`);
      const options = { companyId: companyA, contentType: 'text/plain' };
      await expect(store.put(bad, Buffer.from('x'), options)).rejects.toThrow(/file key/);
      await expect(store.get(bad)).rejects.toThrow(/file key/);
      await expect(store.remove(bad)).rejects.toThrow(/file key/);
    });
  });
}
