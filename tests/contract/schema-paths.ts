import type { FastifySchema } from 'fastify';
import type { z } from 'zod';

export type Path = (string | number)[];
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def: Def } })?._zod?.def;

/**
 * Every field path a zod schema reads (objects by key, arrays by their first element), through
 * optional, nullable, default, pipe, union and intersection wrappers: what the walkers fill in.
 */
export function pathsOf(schema: unknown, prefix: Path = [], depth = 0): Path[] {
  const def = defOf(schema);
  if (!def || depth > 6) return [];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => [
        [...prefix, key],
        ...pathsOf(field, [...prefix, key], depth + 1),
      ]);
    case 'array':
      return pathsOf(def.element, [...prefix, 0], depth + 1);
    case 'pipe':
      return unique([...pathsOf(def.in, prefix, depth + 1), ...pathsOf(def.out, prefix, depth + 1)]);
    case 'union':
      return unique((def.options ?? []).flatMap((o) => pathsOf(o, prefix, depth + 1)));
    case 'intersection':
      return unique([...pathsOf(def.left, prefix, depth + 1), ...pathsOf(def.right, prefix, depth + 1)]);
    default:
      return def.innerType ? pathsOf(def.innerType, prefix, depth + 1) : [];
  }
}

function unique(paths: Path[]): Path[] {
  const seen = new Map(paths.map((p) => [JSON.stringify(p), p]));
  return [...seen.values()];
}

/** The top-level keys of a route's body, query and params schemas. */
export function fieldsOfRoute(schema: FastifySchema | undefined) {
  const top = (s: unknown) =>
    pathsOf(s)
      .filter((p) => p.length === 1)
      .map((p) => String(p[0]));
  return {
    body: pathsOf(schema?.body),
    query: top(schema?.querystring),
    params: top(schema?.params),
  };
}
