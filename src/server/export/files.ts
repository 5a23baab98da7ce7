import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Where exports are kept: DATA_DIR/exports, on either database (with DATABASE_URL, DATA_DIR is
 * still the process's folder; processes that share one database must share it too for any of them
 * to serve a download: docs in the README). The file is named by the export's id only.
 */
export const exportsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'exports');

export const exportFile = (config: Pick<Config, 'dataDir'>, id: number) =>
  path.join(exportsDir(config), `${id}.zip`);

/** Where the ZIP is written until it is whole (renamed to exportFile then). */
export const partialFile = (config: Pick<Config, 'dataDir'>, id: number) => `${exportFile(config, id)}.part`;

export async function removeExportFiles(config: Pick<Config, 'dataDir'>, id: number) {
  await rm(exportFile(config, id), { force: true });
  await rm(partialFile(config, id), { force: true });
}

/** 'Harbourline-Civil-export-2026-11-29.zip': what the download is saved as. */
export const downloadName = (companyName: string, day: string) =>
  `${companyName}-export-${day}.zip`.replace(/[^A-Za-z0-9._-]+/g, '-');
