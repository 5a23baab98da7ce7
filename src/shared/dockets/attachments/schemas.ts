import { z } from 'zod';
import { idField, limitedText } from '../../schemas/fields';
import { MAX_CAPTION, RENDITIONS } from './limits';

/** A caption: optional text; empty or null clears it. */
export const captionField = limitedText('Caption', MAX_CAPTION, 'Caption must be text, or null to clear it')
  .nullable()
  .transform((v) => (v ? v : null));

/** One attachment as every caller sees it (no money, nothing of the uploader's device). */
export const attachmentReply = z
  .object({
    id: z.number().int(),
    docketId: z.number().int(),
    kind: z.enum(['photo', 'file']),
    contentType: z.string(),
    fileName: z.string(),
    caption: z.string().nullable(),
    /** The key the phone made when it was taken (Upload-Metadata `key`): the phone's queue matches it. */
    key: z.string(),
    sizeBytes: z.number().int(),
    /** SHA-256 of the stored original (hex): what the approval fingerprint covers. */
    sha256: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** Whether a 1,600 px view and 320 px thumbnail exist (a decoded photo). */
    hasPreview: z.boolean(),
    /** Only when the company keeps where and when photos were taken. */
    takenAt: z.iso.datetime({ offset: true }).nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    uploadedByName: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Attachment' });
export type AttachmentReply = z.infer<typeof attachmentReply>;

export const attachmentParams = z.object({ id: idField(), attachmentId: idField() });
export const attachmentFileParams = attachmentParams.extend({ rendition: z.enum(RENDITIONS) });
export const uploadParams = z.object({
  uploadId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid upload id'),
});

export const updateAttachmentBody = z.object({ caption: captionField }).strict();

/** Settings → Site photos: the company's choice and its storage. */
export const attachmentSettingsReply = z.object({
  keepPhotoPlace: z.boolean(),
  usedBytes: z.number().int(),
  /** The company-wide limit (STORAGE_COMPANY_LIMIT_MB). */
  limitBytes: z.number().int(),
});
export type AttachmentSettingsReply = z.infer<typeof attachmentSettingsReply>;
export const updateAttachmentSettingsBody = z
  .object({ keepPhotoPlace: z.boolean({ message: 'keepPhotoPlace must be true or false' }) })
  .strict();

/**
 * What a tus upload carries in Upload-Metadata (base64 values, the tus protocol's own):
 * the docket, the key the phone made when the photo was taken, the name, and the caption.
 */
export const UPLOAD_METADATA = ['docketId', 'key', 'filename', 'caption'] as const;
