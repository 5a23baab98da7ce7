import type { Upload } from '@tus/server';
import { MAX_CAPTION } from '../../../../shared/dockets/attachments/limits';
import type { Actor } from '../../../access/sessions';
import { badRequest } from '../../../errors';

/** What an upload is for, from its Upload-Metadata (the tus protocol's base64 pairs, decoded by tus). */
export type UploadFor = {
  docketId: number;
  /** The phone's key for this photo: a resend finds the row it made. */
  key: string;
  fileName: string;
  caption: string | null;
};

const KEY = /^[A-Za-z0-9_-]{1,64}$/;
const FILE_NAME_LENGTH = 200;

/**
 * The name as shown and given to downloads: no path, no control or quoting characters, at most
 * 200 characters; 'file' when nothing is left.
 */
export function cleanFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}"<>|*?:]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.slice(0, FILE_NAME_LENGTH) || 'file';
}

/** Reads and checks the docket, key, name and caption an upload was started with (400 when unusable). */
export function uploadFor(metadata: Upload['metadata']): UploadFor {
  const docketId = Number(metadata?.docketId ?? '');
  if (!Number.isInteger(docketId) || docketId < 1 || docketId > 2_147_483_647)
    throw badRequest('Upload-Metadata must name the docket (docketId)', { field: 'docketId' });
  const key = metadata?.key ?? '';
  if (!KEY.test(key))
    throw badRequest('Upload-Metadata key must be 1 to 64 letters, digits, _ or -', { field: 'key' });
  const caption = (metadata?.caption ?? '').trim();
  if (caption.length > MAX_CAPTION)
    throw badRequest(`Caption must be at most ${MAX_CAPTION} characters`, { field: 'caption' });
  return { docketId, key, fileName: cleanFileName(metadata?.filename), caption: caption || null };
}

/**
 * An upload's id names whose it is (`c<company>u<user>-<random>`): only its starter may resume,
 * read or cancel it; anyone else's is not found. The random part is the tus default's 128 bits.
 */
export const uploadIdPrefix = (actor: Pick<Actor, 'companyId' | 'userId'>): string =>
  `c${actor.companyId}u${actor.userId}-`;

export const ownsUpload = (actor: Pick<Actor, 'companyId' | 'userId'>, uploadId: string): boolean =>
  uploadId.startsWith(uploadIdPrefix(actor));
