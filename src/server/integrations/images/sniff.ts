/**
 * What an upload is, from its first bytes only: never from its name or the Content-Type it came
 * with. Magic numbers rather than the `file-type` package, whose API is async-only and which would
 * answer for hundreds of formats we refuse anyway.
 */
export type UploadMime =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/heic'
  | 'image/heif'
  | 'application/pdf';
export type SniffedUpload = { kind: 'image' | 'pdf'; mime: UploadMime };

/** The refusal a route answers (415) when `sniffUpload` gives null. */
export const UNSUPPORTED_UPLOAD_MESSAGE = 'Only photos (JPEG, PNG, HEIC, WebP) and PDF files can be attached';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** ISO-BMFF brands of HEVC-coded images (HEIC) and of the HEIF containers that are not AVIF. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** The major and compatible brands of an ISO-BMFF `ftyp` box at the start, or null. */
function ftypBrands(bytes: Buffer): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

function sniffHeif(bytes: Buffer): UploadMime | null {
  const brands = ftypBrands(bytes);
  if (!brands) return null;
  const [major = ''] = brands;
  if (HEIC_BRANDS.has(major)) return 'image/heic';
  if (!HEIF_BRANDS.has(major)) return null;
  if (brands.some((b) => HEIC_BRANDS.has(b))) return 'image/heic';
  // A HEIF container holding AV1 (AVIF) is not one of the formats we take.
  return brands.includes('avif') || brands.includes('avis') ? null : 'image/heif';
}

export function sniffUpload(bytes: Buffer): SniffedUpload | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { kind: 'image', mime: 'image/jpeg' };
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) return { kind: 'image', mime: 'image/png' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { kind: 'image', mime: 'image/webp' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { kind: 'pdf', mime: 'application/pdf' };
  const heif = sniffHeif(bytes);
  return heif ? { kind: 'image', mime: heif } : null;
}
