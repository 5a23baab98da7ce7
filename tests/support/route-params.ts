import { z } from 'zod';
import type { RouteDefinition } from '../../src/shared/api/route';

/** The names of a route path's parameters: `/api/x/:id/y/:token` → id, token. */
export const pathParamsOf = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/** Every key a route's query schema names, through intersections and unions. */
export const queryKeysOf = (route: RouteDefinition): string[] => {
  if (!route.query) return [];
  const keys = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') {
      for (const key of Object.keys(record.properties)) keys.add(key);
    }
    for (const list of ['allOf', 'anyOf', 'oneOf']) {
      if (Array.isArray(record[list])) for (const child of record[list] as unknown[]) walk(child);
    }
  };
  walk(z.toJSONSchema(route.query, { io: 'input', unrepresentable: 'any' }));
  return [...keys];
};
