/**
 * What the phone checks before it keeps a photo or file (issue 28): its type (loosely, from the
 * name or the browser's type: the server decides from the bytes), its size as taken, the docket's
 * count, and whether the device has room. Plain functions; take.ts applies them.
 */
import {
  ACCEPTED_TYPES,
  ATTACHMENT_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from '../../../../../shared/dockets/attachments/limits';
import type { QueuedAttachment } from '../queued-attachment';

/** A file as taken: what the checks read of it. */
export type Taken = { name: string; type: string; size: number };

/** The phone's refusal of a file whose type is not offered. */
export const NOT_ACCEPTED = 'Only photos (JPEG, PNG, HEIC, WebP) and PDF files can be attached';

const EXTENSIONS: Record<string, (typeof ACCEPTED_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/** The file's type as offered: the browser's when it is one of ours, else its name's; null for others. */
export function acceptedType(file: Pick<Taken, 'name' | 'type'>): (typeof ACCEPTED_TYPES)[number] | null {
  const type = file.type.toLowerCase();
  const known = ACCEPTED_TYPES.find((t) => t === type);
  return known ?? EXTENSIONS[extensionOf(file.name)] ?? null;
}

export const kindOf = (type: (typeof ACCEPTED_TYPES)[number]): QueuedAttachment['kind'] =>
  type === 'application/pdf' ? 'file' : 'photo';

/** Types the browser can draw and shrink; HEIC/HEIF are tried too and sent as taken when it cannot. */
export const SHRINKABLE: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
];

/** A shrunk photo's name: the same name with .jpg, as it is now a JPEG. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'photo'}.jpg`;
}

/**
 * Which of the files may be kept: each of an offered type and at most 15 MB as taken, as many as
 * the docket still has room for (its count as this phone knows it). Answers the accepted files'
 * places and the first refusal's words (with the file's name), or null.
 */
export function checkTaken(files: readonly Taken[], alreadyOnDocket: number) {
  const accepted: number[] = [];
  let refused: string | null = null;
  const refuse = (message: string) => {
    refused ??= message;
  };
  files.forEach((file, i) => {
    if (!acceptedType(file)) return refuse(`${file.name}: ${NOT_ACCEPTED}`);
    if (file.size > MAX_ATTACHMENT_BYTES) return refuse(`${file.name}: ${ATTACHMENT_MESSAGES.tooLarge}`);
    if (alreadyOnDocket + accepted.length >= MAX_ATTACHMENTS) return refuse(ATTACHMENT_MESSAGES.tooMany);
    accepted.push(i);
  });
  return { accepted, refused };
}

/** The browser's storage estimate (navigator.storage.estimate()); missing numbers mean 'unknown'. */
export type StorageEstimateNumbers = { usage?: number; quota?: number } | null;

/** Whether these bytes fit in the browser's quota; an unknown estimate lets the write try (and fail loudly). */
export function fitsDevice(estimate: StorageEstimateNumbers, bytes: number): boolean {
  if (!estimate || estimate.usage === undefined || estimate.quota === undefined) return true;
  return estimate.usage + bytes <= estimate.quota;
}

/** Whether an IndexedDB write failed for want of room (a DOMException, or a transaction's error). */
export const isQuotaError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'QuotaExceededError';
