import { MONEY_KEY_SET } from '../../src/shared/money';

/** Every money field anywhere in a reply, as paths: a worker's replies must have none. */
export function moneyFields(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => moneyFields(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => [
      ...(MONEY_KEY_SET.has(key) ? [`${path}.${key}`] : []),
      ...moneyFields(v, `${path}.${key}`),
    ]);
  }
  return [];
}
