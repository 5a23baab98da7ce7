import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { databaseFileStore } from './database-store';
import type { FileStore } from './file-store';
import { s3FileStore } from './s3-store';

/** The file store STORAGE_BACKEND names: the database unless S3 is configured. */
export function createFileStore(config: Pick<Config, 'storage'>, database: Pick<Database, 'db'>): FileStore {
  return config.storage.backend === 's3' ? s3FileStore(config.storage) : databaseFileStore(database.db);
}
