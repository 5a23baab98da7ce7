import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import type { FileStore } from './file-store';
import { checkCompanyKey, checkKey, sha256Hex } from './keys';

/**
 * Bytes travel as base64 text, decoded and encoded by PostgreSQL: PGlite's own bytea parameter and
 * result conversion goes byte by byte in JavaScript (a 5 MB photo: 1.1 s in, 0.4 s out, holding the
 * one connection), base64 takes 0.2 s and 0.02 s; node-postgres is as fast either way.
 */
const contentBase64 = sql<string>`encode(${storedFiles.content}, 'base64')`;

/** Files in the stored_files table: the embedded product's default, inside its backups. */
export function databaseFileStore(db: Db): FileStore {
  return {
    async put(key, bytes, { companyId, contentType }) {
      checkCompanyKey(key, companyId);
      const row = {
        companyId,
        contentType,
        sizeBytes: bytes.length,
        sha256: sha256Hex(bytes),
        content: sql`decode(${bytes.toString('base64')}, 'base64')`,
      };
      await db
        .insert(storedFiles)
        .values({ key, ...row })
        .onConflictDoUpdate({ target: storedFiles.key, set: { ...row, createdAt: sql`now()` } });
      return { sizeBytes: row.sizeBytes, sha256: row.sha256 };
    },

    async get(key) {
      checkKey(key);
      const [row] = await db
        .select({
          base64: contentBase64,
          contentType: storedFiles.contentType,
          sizeBytes: storedFiles.sizeBytes,
          sha256: storedFiles.sha256,
        })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!row) return null;
      const { base64, ...file } = row;
      return { bytes: Buffer.from(base64, 'base64'), ...file };
    },

    async remove(key) {
      checkKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },

    async usage(companyId) {
      const [row] = await db
        .select({ bytes: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)`.mapWith(Number) })
        .from(storedFiles)
        .where(eq(storedFiles.companyId, companyId));
      return row?.bytes ?? 0;
    },

    signedUrl: async (key) => {
      checkKey(key);
      return null;
    },
  };
}
