export * from './accounts';
export * from './projects';
export * from './dockets';
export { signaturePng } from './signature-png';
export { uniq } from './random';
