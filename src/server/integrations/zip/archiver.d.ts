/** archiver 8 is ESM with a class per format; only what the product uses is declared. */
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';
  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: { level?: number } });
    append(source: Buffer | string | Readable, data: { name: string; date?: Date }): this;
    finalize(): Promise<void>;
  }
}
