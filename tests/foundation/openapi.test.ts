import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE, openApiText } from '../../scripts/openapi';
import { allRoutes } from '../../src/shared/api';
import { routeKey } from '../../src/shared/api/route';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  responses: Record<string, unknown>;
};
const operations = () => {
  const paths = (t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      operation,
    })),
  );
};

describe('the OpenAPI description', () => {
  it('is checked in as docs/openapi.json and current (run `npm run openapi` after a route change)', () => {
    expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText(t.app.swagger()));
  });

  it('describes exactly the registered API routes, and they are exactly the definitions', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(
      operations()
        .map((o) => o.key)
        .sort(),
    ).toEqual(registered);
    expect(allRoutes.map(routeKey).sort()).toEqual(registered);
  });

  it('gives every route a summary, a tag, who may call it and the refusal body', () => {
    for (const { key, operation } of operations()) {
      expect(operation.summary, key).toBeTruthy();
      expect(operation.tags, key).toHaveLength(1);
      expect(operation.description, key).toMatch(/^(Public: |Permission `[a-zA-Z.]+`: )/);
      expect(Object.keys(operation.responses), key).toContain('4XX');
    }
  });

  it('is served at /api/openapi.json and rendered at /api/docs without sign-in', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(JSON.parse(openApiText(t.app.swagger())));
    const bare = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/api/docs/');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('SiteDockets API reference');
    // Its one inline script is allowed by hash on that page, and on no other reply.
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['content-security-policy']).toMatch(/script-src 'self';/);
  });
});
