/**
 * Site evidence on a docket (issue 28): what may be attached, how much, and the words of each
 * refusal. The phone checks these before it queues a file; the server checks them again.
 */

/** At most this many attachments on one docket. */
export const MAX_ATTACHMENTS = 20;
/** Each file as taken or chosen, before the phone shrinks it: 15 MB. */
export const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024;
/** The phone shrinks a photo to this long side (JPEG) before it leaves. */
export const SHRINK_LONG_SIDE = 2048;
/** A caption's length. */
export const MAX_CAPTION = 200;

/** What 'Add file' offers (the server decides from the bytes, never from these). */
export const ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'image/webp',
  'application/pdf',
] as const;
/** The `accept` of the file inputs: types and extensions (some phones give HEIC no type). */
export const ACCEPT_ATTRIBUTE = `${ACCEPTED_TYPES.join(',')},.jpg,.jpeg,.png,.heic,.heif,.webp,.pdf`;

/** The renditions a stored attachment can be read as: a PDF has only its original. */
export const RENDITIONS = ['original', 'view', 'thumb'] as const;
export type Rendition = (typeof RENDITIONS)[number];

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const ATTACHMENT_MESSAGES = {
  tooLarge: `Each file can be at most ${mb(MAX_ATTACHMENT_BYTES)}`,
  tooMany: `A docket can have at most ${MAX_ATTACHMENTS} photos and files`,
  approved: "An approved docket's photos and files cannot be changed",
  companyFull: "Your company's storage is full: remove old photos and files or ask SiteDockets for more room",
  deviceFull: 'This phone is out of storage: free some space, then take the photo again',
} as const;
