import fc from 'fast-check';

/** A JSON Schema (2020-12) as zod's toJSONSchema writes one: the subset reply schemas use. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  'x-money'?: boolean;
};

type Defs = Record<string, JsonSchema>;
const resolve = (schema: JsonSchema, defs: Defs): JsonSchema =>
  schema.$ref ? (defs[schema.$ref.replace('#/$defs/', '')] ?? {}) : schema;

/**
 * Values a JSON Schema allows, every optional property present most of the time (so a money field
 * the guard must remove is there to remove). Shallow enough to stay quick.
 */
export function arbitraryOf(
  schema: JsonSchema,
  defs: Defs = schema.$defs ?? {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, defs);
  const inner = (child: JsonSchema) => arbitraryOf(child, defs, depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map(inner));
  if (s.allOf) return inner(s.allOf[0] ?? {});
  const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => inner({ ...s, type: t })));
  switch (type[0]) {
    case 'object': {
      const entries = Object.entries(s.properties ?? {});
      const required = new Set(s.required ?? []);
      const record = Object.fromEntries(
        entries.map(([key, child]) => [
          key,
          required.has(key) ? inner(child) : fc.option(inner(child), { freq: 5, nil: undefined }),
        ]),
      );
      return fc.record(record).map((value) => {
        for (const key of Object.keys(value)) if (value[key] === undefined) delete value[key];
        return value;
      });
    }
    case 'array':
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map(inner));
      return depth > 6 ? fc.constant([]) : fc.array(inner(s.items ?? {}), { maxLength: 3 });
    case 'string':
      return fc.string({ maxLength: 8 });
    case 'integer':
      return fc.integer();
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Paths of every field the schema marks as money that the value still holds. */
export function moneyLeftIn(
  schema: JsonSchema,
  value: unknown,
  defs: Defs = schema.$defs ?? {},
  path = '$',
): string[] {
  const s = resolve(schema, defs);
  const choices = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
  if (choices.length) return [...new Set(choices.flatMap((c) => moneyLeftIn(c, value, defs, path)))];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) =>
      moneyLeftIn(s.prefixItems?.[i] ?? s.items ?? {}, item, defs, `${path}[${i}]`),
    );
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const field =
      s.properties?.[key] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : {});
    const resolved = resolve(field, defs);
    return resolved['x-money'] === true || field['x-money'] === true
      ? [`${path}.${key}`]
      : moneyLeftIn(field, item, defs, `${path}.${key}`);
  });
}
