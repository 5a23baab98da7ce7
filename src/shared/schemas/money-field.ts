import { z } from 'zod';

/** The mark a reply field carries when it holds money (a rate, a value, a total); OpenAPI shows it as `x-money`. */
const MONEY_META = { 'x-money': true } as const;

/**
 * Marks a reply field as money: callers without 'money.read' (workers, anyone not signed in, a
 * foreman's code or link) never receive it. The guard (server/access/money-guard.ts) finds the
 * marked fields from the route's reply schema, so a field is money because its schema says so,
 * not because of its name.
 */
export const money = <S extends z.ZodType>(schema: S): S => schema.meta(MONEY_META) as S;

type Def = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** Whether a field's schema, or any wrapper around it (optional, nullable, …), carries the money mark. */
export function isMoney(schema: z.ZodType): boolean {
  for (let s: z.ZodType | undefined = schema; s; ) {
    if (z.globalRegistry.get(s)?.['x-money'] === true) return true;
    const def = defOf(s);
    s = WRAPPERS.has(def.type) ? def.innerType : undefined;
  }
  return false;
}

/**
 * Where a reply schema holds money: which keys to drop in an object and where to look deeper. Null
 * when the schema holds none, so most replies cost nothing.
 */
export type MoneyPlan =
  | { kind: 'object'; drop: string[]; fields: [string, MoneyPlan][] }
  | { kind: 'each'; plan: MoneyPlan }
  | { kind: 'values'; plan: MoneyPlan }
  | { kind: 'all'; plans: MoneyPlan[] };

const plans = new WeakMap<z.ZodType, MoneyPlan | null>();

export function moneyPlan(schema: z.ZodType, ancestors: Set<z.ZodType> = new Set()): MoneyPlan | null {
  // A schema used in several places (a docket reply in three lists) has one plan; a schema inside
  // itself (z.lazy) is not walked again on its own path.
  if (plans.has(schema)) return plans.get(schema)!;
  if (ancestors.has(schema)) return null;
  ancestors.add(schema);
  const plan = planOf(schema, ancestors);
  ancestors.delete(schema);
  plans.set(schema, plan);
  return plan;
}

function planOf(schema: z.ZodType, seen: Set<z.ZodType>): MoneyPlan | null {
  const def = defOf(schema);
  const inner = (s: z.ZodType | undefined) => (s ? moneyPlan(s, seen) : null);
  switch (def.type) {
    case 'object': {
      const drop: string[] = [];
      const fields: [string, MoneyPlan][] = [];
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (isMoney(field)) drop.push(key);
        else {
          const plan = moneyPlan(field, seen);
          if (plan) fields.push([key, plan]);
        }
      }
      return drop.length || fields.length ? { kind: 'object', drop, fields } : null;
    }
    case 'array': {
      const plan = inner(def.element);
      return plan ? { kind: 'each', plan } : null;
    }
    case 'record': {
      const plan = inner(def.valueType);
      return plan ? { kind: 'values', plan } : null;
    }
    case 'union':
    case 'intersection': {
      const plans = (def.options ?? [def.left, def.right])
        .map((option) => inner(option))
        .filter((plan): plan is MoneyPlan => plan !== null);
      return plans.length ? { kind: 'all', plans } : null;
    }
    case 'pipe':
      return inner(def.out);
    case 'lazy':
      return inner(def.getter?.());
    default:
      return WRAPPERS.has(def.type) ? inner(def.innerType) : null;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The value without the fields the plan marks as money. Copies only what it changes. */
export function withoutMoney(plan: MoneyPlan, value: unknown): unknown {
  switch (plan.kind) {
    case 'each': {
      if (!Array.isArray(value)) return value;
      let copy: unknown[] | undefined;
      value.forEach((item, i) => {
        const next = withoutMoney(plan.plan, item);
        if (next !== item) (copy ??= value.slice())[i] = next;
      });
      return copy ?? value;
    }
    case 'values': {
      if (!isPlainObject(value)) return value;
      let copy: Record<string, unknown> | undefined;
      for (const [key, item] of Object.entries(value)) {
        const next = withoutMoney(plan.plan, item);
        if (next !== item) (copy ??= { ...value })[key] = next;
      }
      return copy ?? value;
    }
    case 'all':
      return plan.plans.reduce((current, each) => withoutMoney(each, current), value);
    case 'object': {
      if (!isPlainObject(value)) return value;
      let copy: Record<string, unknown> | undefined;
      for (const key of plan.drop) {
        if (key in value) delete (copy ??= { ...value })[key];
      }
      for (const [key, inner] of plan.fields) {
        const next = withoutMoney(inner, value[key]);
        if (next !== value[key]) (copy ??= { ...value })[key] = next;
      }
      return copy ?? value;
    }
  }
}
