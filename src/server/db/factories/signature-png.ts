import { encodePng } from '../../integrations/png';

/**
 * A hand-drawn-looking signature as a PNG data URL (400×120, ink on transparent), for demo and
 * test dockets. The seed decides the curve, so each signer's looks different.
 */
export function signaturePng(seed: number, width = 400, height = 120): string {
  const pixels = Buffer.alloc(width * height * 4);
  const plot = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && py >= 0 && px < width && py < height)
          pixels.writeUInt32BE(0x1e293bff, (py * width + px) * 4);
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
  return `data:image/png;base64,${encodePng(width, height, 6, pixels).toString('base64')}`;
}
