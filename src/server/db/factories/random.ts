import { randomBytes, randomInt } from 'node:crypto';

/** A short random suffix so factory rows never collide when tests run in parallel. */
export const uniq = (): string => randomBytes(4).toString('hex');

export const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
