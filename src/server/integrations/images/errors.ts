/**
 * Why an image was refused: `too-many-pixels` (a decompression bomb or a giant scan: the route's
 * 413), `undecodable` (the bytes claim an image format but do not decode: 422), `not-an-image`
 * (sniffing found no image: 415).
 */
export type ImageRejection = 'too-many-pixels' | 'undecodable' | 'not-an-image';

export const IMAGE_REJECTION_MESSAGES: Record<ImageRejection, string> = {
  'too-many-pixels': 'This image is too large to process (more than 50 megapixels)',
  undecodable: 'This image could not be read: it may be damaged',
  'not-an-image': 'Only photos (JPEG, PNG, HEIC, WebP) can be processed as images',
};

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(IMAGE_REJECTION_MESSAGES[reason]);
    this.name = 'ImageRejectedError';
  }
}
