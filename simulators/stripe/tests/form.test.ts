import { describe, expect, it } from 'vitest';
import { parseForm } from '../form';

describe('parseForm (bracket keys as qs reads them)', () => {
  it('reads nested objects, indexed and empty-bracket arrays, encoded or plain brackets', () => {
    const form = parseForm(
      'mode=subscription&line_items[0][price]=price_a&line_items[0][quantity]=2&line_items%5B1%5D%5Bprice%5D=price_b' +
        '&expand[]=subscription&expand[]=customer&metadata[company]=c%201&subscription_data[metadata][plan]=pro',
    );
    expect(form).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_a', quantity: '2' }, { price: 'price_b' }],
      expand: ['subscription', 'customer'],
      metadata: { company: 'c 1' },
      subscription_data: { metadata: { plan: 'pro' } },
    });
  });

  it('orders indices numerically and keeps an empty value (Stripe clears with it)', () => {
    expect(parseForm('items[10][id]=b&items[2][id]=a&metadata[x]=')).toEqual({
      items: [{ id: 'a' }, { id: 'b' }],
      metadata: { x: '' },
    });
  });

  it('does not reach the object prototype', () => {
    const form = parseForm('__proto__[polluted]=yes&a[__proto__][b]=c');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(form)).toBe(Object.prototype);
  });
});
