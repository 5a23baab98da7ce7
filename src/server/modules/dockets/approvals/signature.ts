import { badRequest } from '../../../errors';

export const SIGNATURE_MAX_BYTES = 200 * 1024;
const PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A drawn signature is accepted only as a PNG data URL of at most 200 KB whose bytes really are a
 * PNG (magic number, then an IHDR chunk with a sane size). Anything else is a clear 400.
 */
export function checkSignature(signature: unknown): string {
  if (typeof signature !== 'string' || !signature.trim())
    throw badRequest('Signature is required for approval');
  if (!signature.startsWith(PREFIX))
    throw badRequest('The signature must be a PNG image (data:image/png;base64,…)');
  const data = signature.slice(PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) throw badRequest('The signature image is not valid base64');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES) throw badRequest('The signature image is larger than 200 KB');
  const ihdr = bytes.subarray(12, 16).toString('ascii');
  const width = bytes.length >= 24 ? bytes.readUInt32BE(16) : 0;
  const height = bytes.length >= 24 ? bytes.readUInt32BE(20) : 0;
  if (
    !bytes.subarray(0, 8).equals(PNG_MAGIC) ||
    ihdr !== 'IHDR' ||
    !width ||
    !height ||
    width > 4000 ||
    height > 4000
  ) {
    throw badRequest('The signature is not a valid PNG image');
  }
  return signature;
}
