import type { StripeContext } from '../context';
import { invalid } from '../errors';
import type { FormValue } from '../form';
import { objectById } from './objects';

type Json = Record<string, unknown>;

/** The `expand[]` paths of a request (`expand[0]=subscription`, `expand[]=items.data.price.product`). */
export function expandPaths(value: FormValue | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  return (Array.isArray(value) ? value : Object.values(value)).filter(
    (entry): entry is string => typeof entry === 'string',
  );
}

/**
 * Replaces ids by their objects along each path; `data` steps into every element of a list, as Stripe's
 * `items.data.price.product`. A path that names no expandable field is refused as at Stripe.
 */
export function expand(ctx: StripeContext, json: Json, paths: string[], prefix = ''): Json {
  for (const path of paths) {
    if (path.split('.').length > 4)
      throw invalid(`You cannot expand more than 4 levels of a property.`, 'expand');
    expandAt(ctx, json, path.split('.'), `${prefix}${path}`);
  }
  return json;
}

function expandAt(ctx: StripeContext, node: unknown, steps: string[], whole: string): void {
  if (node === null || typeof node !== 'object') return;
  const [step, ...rest] = steps;
  if (step === undefined) return;
  if (Array.isArray(node)) {
    node.forEach((element) => expandAt(ctx, element, steps, whole));
    return;
  }
  const record = node as Json;
  if (!(step in record)) throw invalid(`This property cannot be expanded (${whole}).`, 'expand');
  let value = record[step];
  if (typeof value === 'string') {
    const object = objectById(ctx, value);
    if (!object) throw invalid(`This property cannot be expanded (${whole}).`, 'expand');
    record[step] = value = object;
  }
  if (rest.length > 0) expandAt(ctx, value, rest, whole);
}
