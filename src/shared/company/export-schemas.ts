import { z } from 'zod';
import { idField } from '../schemas/fields';

/** Where an export is: waiting for the job, being built, ready to download, failed, or past its expiry. */
export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How long a ready export can be downloaded unless EXPORT_EXPIRY_DAYS says otherwise. */
export const DEFAULT_EXPORT_EXPIRY_DAYS = 7;

/** How many of the admin's exports the screen lists. */
export const EXPORTS_LISTED = 10;

export const exportParams = z.object({
  companyId: idField(),
  exportId: idField('Invalid export'),
});

export const companyExportReply = z
  .object({
    id: z.number(),
    status: z.enum(EXPORT_STATUSES),
    /** 0 to 100 while it is built. */
    progress: z.number(),
    /** Rows per CSV file and PDFs per kind (`dockets.csv`: 12, `docket PDFs`: 9), once ready. */
    counts: z.record(z.string(), z.number()),
    fileName: z.string().nullable(),
    sizeBytes: z.number().nullable(),
    expiresAt: z.date().nullable(),
    /** Why it failed, in words for the admin. */
    error: z.string().nullable(),
    createdAt: z.date(),
    finishedAt: z.date().nullable(),
  })
  .meta({ id: 'CompanyExport' });
export type CompanyExport = z.infer<typeof companyExportReply>;

export const companyExportsReply = z.object({ exports: z.array(companyExportReply) });
