import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryOf, moneyLeftIn, type JsonSchema } from '../../../tests/support/json-schema-arbitrary';
import { allRoutes } from '../../shared/api';
import { isJsonReply, routeKey, type RouteDefinition } from '../../shared/api/route';
import { money } from '../../shared/schemas/money-field';
import { withoutMoney } from '../../shared/schemas/money-field';
import { moneyPlanOf } from './money-guard';

const item = z.object({ id: z.number(), hours: z.string(), rate: money(z.string()).optional() });
const reply = z.array(
  z.object({
    id: z.number(),
    total: money(z.string().nullable()),
    items: z.array(item),
    worker: z.object({ name: z.string() }),
    byDay: z.record(z.string(), z.object({ value: money(z.string()), count: z.number() })),
  }),
);
const route: RouteDefinition = {
  method: 'GET',
  path: '/example',
  summary: 'An example',
  tag: 'Test',
  access: 'dockets.read',
  reply: { 200: reply },
};

/** The caller's view of a reply, as the guard leaves it for someone without 'money.read'. */
const guarded = (definition: RouteDefinition, value: unknown) => {
  const plan = moneyPlanOf(definition);
  return plan ? withoutMoney(plan, value) : value;
};

describe('the money guard', () => {
  it('removes the fields the reply schema marks as money, at any depth, and keeps the rest', () => {
    const value = [
      {
        id: 1,
        total: '10.00',
        items: [{ id: 2, hours: '2.00', rate: '5.00' }],
        worker: { name: 'Ann' },
        byDay: { mon: { value: '3.00', count: 1 } },
      },
    ];
    expect(guarded(route, value)).toEqual([
      { id: 1, items: [{ id: 2, hours: '2.00' }], worker: { name: 'Ann' }, byDay: { mon: { count: 1 } } },
    ]);
    expect(value[0]!.total).toBe('10.00');
  });

  it('knows money from the mark, not the name: an unmarked "rate" stays, a marked "figure" goes', () => {
    const named = z.object({ rate: z.string(), figure: money(z.string()) });
    expect(guarded({ ...route, reply: { 200: named } }, { rate: 'hourly', figure: '1.00' })).toEqual({
      rate: 'hourly',
    });
  });

  it('costs nothing on a reply without money: the same object back, and no plan at all', () => {
    const plain = { ...route, reply: { 200: z.object({ id: z.number() }) } };
    expect(moneyPlanOf(plain)).toBeNull();
    const value = [{ id: 1, items: [{ id: 2, hours: '1.00' }], worker: { name: 'A' }, byDay: {} }];
    expect(guarded(route, value)).toBe(value);
  });

  const jsonRoutes = allRoutes.filter((r) => isJsonReply(r.reply));
  const replySchemas = (r: RouteDefinition) =>
    Object.values(r.reply as Record<number, z.ZodType>).map(
      (schema) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema,
    );

  it('marks money somewhere in the replies (the property below has something to find)', () => {
    const marked = jsonRoutes.filter((r) =>
      replySchemas(r).some((s) => JSON.stringify(s).includes('"x-money":true')),
    );
    expect(marked.length).toBeGreaterThan(0);
  });

  it.each(jsonRoutes.map((r) => ({ key: routeKey(r), r })))(
    'no reply of $key to a caller without money.read holds a money-marked field, at any depth',
    ({ r }) => {
      for (const schema of replySchemas(r)) {
        fc.assert(
          fc.property(arbitraryOf(schema), (value) => {
            expect(moneyLeftIn(schema, guarded(r, value))).toEqual([]);
          }),
          { numRuns: 30 },
        );
      }
    },
  );
});
