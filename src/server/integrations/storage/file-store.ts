/** What a stored file's owner passes with its bytes. */
export type PutOptions = { companyId: number; contentType: string };

/** A stored file as read back: its exact bytes and what was recorded when it was put. */
export type StoredFile = { bytes: Buffer; contentType: string; sizeBytes: number; sha256: string };

/**
 * Where files (site evidence, issue 28) are kept: the database (default) or S3-compatible object
 * storage. Keys are a company's own (`c<companyId>/…`, keys.ts); callers check access first.
 */
export interface FileStore {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Buffer, options: PutOptions): Promise<{ sizeBytes: number; sha256: string }>;
  /** The file, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the file; nothing happens when it is not there. */
  remove(key: string): Promise<void>;
  /** A time-limited download address straight from the store, or null where there is none (the database). */
  signedUrl(key: string, seconds: number): Promise<string | null>;
}
