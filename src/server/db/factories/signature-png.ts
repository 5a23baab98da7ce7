import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/**
 * A hand-drawn-looking signature as a PNG data URL (400×120, ink on transparent), for demo and
 * test dockets. The seed decides the curve, so each signer's looks different.
 */
export function signaturePng(seed: number, width = 400, height = 120): string {
  const pixels = Buffer.alloc((width * 4 + 1) * height);
  const plot = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const i = py * (width * 4 + 1) + 1 + px * 4;
        pixels.writeUInt32BE(0x1e293bff, i);
      }
  };
  const a = 1.5 + (seed % 5) * 0.4;
  const b = 3 + (seed % 3);
  for (let t = 0; t <= 1; t += 0.0004) {
    const x = 30 + t * (width - 60);
    const y =
      height / 2 + Math.sin(t * Math.PI * b * 2) * 28 * Math.cos(t * a * Math.PI) + Math.sin(t * 40) * 6;
    plot(x, y);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // RGBA
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
