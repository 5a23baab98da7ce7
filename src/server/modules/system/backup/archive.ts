import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { extract, pack } from 'tar-stream';

/**
 * A backup file is a plain tar (readable with `tar tvf`) of a few named files held in memory: the
 * manifest, the database dump and the token key; an embedded database's folder is one too. Written
 * and read by tar-stream (archiver's own tar writer).
 */
export class DamagedBackupError extends Error {}

/** A tar of named files; a name ending in / is a directory (its data ignored). */
export async function writeArchive(files: Map<string, Buffer>, mtime = new Date()): Promise<Buffer> {
  const tar = pack();
  const written = buffer(tar);
  for (const [name, data] of files) {
    if (name.endsWith('/')) tar.entry({ name, type: 'directory', mode: 0o700, mtime });
    else tar.entry({ name, size: data.length, mode: 0o600, mtime }, data);
  }
  tar.finalize();
  return written;
}

/** The files of a backup archive; a truncated or altered one is a DamagedBackupError. */
export async function readArchive(archive: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const entries = extract();
  Readable.from([archive]).pipe(entries);
  try {
    for await (const entry of entries) {
      const data = await buffer(entry);
      if (entry.header.type === 'file') files.set(entry.header.name, data);
    }
  } catch (err) {
    throw new DamagedBackupError(
      /end of data/i.test((err as Error).message)
        ? 'the file ends too early (truncated)'
        : 'a file header in it is damaged',
    );
  }
  return files;
}
