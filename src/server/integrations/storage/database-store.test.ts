import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/support/database';
import type { Database } from '../../db/client';
import { createCompany } from '../../db/factories';
import { storedFiles } from '../../db/schema';
import { databaseFileStore } from './database-store';
import { fileStoreContract, type ContractSubject } from './file-store.contract';

let database: Database;
let subject: ContractSubject;

beforeAll(async () => {
  database = await freshDatabase();
  const [a, b] = [await createCompany(database.db), await createCompany(database.db)];
  subject = { store: databaseFileStore(database.db), companyA: a.id, companyB: b.id };
});
afterAll(() => database.close());

describe('files kept in the database', () => {
  fileStoreContract(() => subject);

  it('has no signed address: downloads go through the server', async () => {
    const { store, companyA } = subject;
    await store.put(`c${companyA}/a.txt`, Buffer.from('a'), {
      companyId: companyA,
      contentType: 'text/plain',
    });
    expect(await store.signedUrl(`c${companyA}/a.txt`, 60)).toBeNull();
  });

  it('keeps every byte value through the bytea column itself (drizzle in and out)', async () => {
    const { companyA } = subject;
    const everyByte = Buffer.from(Array.from({ length: 1024 }, (_, i) => i % 256));
    const key = `c${companyA}/every-byte.bin`;
    await database.db.insert(storedFiles).values({
      key,
      companyId: companyA,
      contentType: 'application/octet-stream',
      sizeBytes: everyByte.length,
      sha256: '0'.repeat(64),
      content: everyByte,
    });
    const [row] = await database.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(Buffer.isBuffer(row!.content)).toBe(true);
    expect(Buffer.compare(row!.content, everyByte)).toBe(0);
    expect((await subject.store.get(key))!.bytes).toEqual(everyByte);
  });
});
