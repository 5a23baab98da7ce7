import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_KEYS } from '../../shared/money';
import { stripMoney } from './money-guard';

const MONEY: ReadonlySet<string> = new Set(MONEY_KEYS);

/** Every money key anywhere in a value. */
function moneyKeysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(moneyKeysIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [...(MONEY.has(k) ? [k] : []), ...moneyKeysIn(v)]);
}

describe('the money guard', () => {
  it('removes money fields at any depth and keeps everything else', () => {
    const reply = [
      { id: 1, totalValue: '10.00', lineItems: [{ id: 2, rate: '5.00', value: '10.00', hours: '2.00' }] },
      { id: 3, worker: { firstName: 'Ann' }, at: new Date(0) },
    ];
    expect(stripMoney(reply)).toEqual([
      { id: 1, lineItems: [{ id: 2, hours: '2.00' }] },
      { id: 3, worker: { firstName: 'Ann' }, at: new Date(0) },
    ]);
  });

  it('never changes what the service returned', () => {
    const reply = { id: 1, lineItems: [{ rate: '5.00' }] };
    stripMoney(reply);
    expect(reply).toEqual({ id: 1, lineItems: [{ rate: '5.00' }] });
  });

  it('returns a reply without money as it is, without copying', () => {
    const reply = [{ id: 1, lineItems: [{ id: 2, hours: '1.00' }] }];
    expect(stripMoney(reply)).toBe(reply);
  });

  it('leaves no money key in any JSON value', () => {
    const key = fc.oneof(fc.constantFrom(...MONEY_KEYS), fc.string());
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 0 }),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(key, tie('value'), { maxKeys: 5 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, (value) => {
        expect(moneyKeysIn(stripMoney(value))).toEqual([]);
      }),
    );
  });
});
