import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defineRoute } from '../../shared/api/route';
import { freshDatabase } from '../../../tests/support/database';
import { bearer, companyWithTeam } from '../../../tests/support/people';
import { installAccessGuard } from '../access/guard';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { installErrorHandler } from './error-handler';
import type { TypedApp } from './module';
import { serve } from './serve';

const ok = { 200: z.object({ ok: z.literal(true) }) };
const guarded = defineRoute({
  method: 'GET',
  path: '/api/test/guarded',
  summary: 'A route only the back office may call',
  tag: 'Test',
  access: 'clients.manage',
  reply: ok,
});
const open = defineRoute({
  method: 'GET',
  path: '/api/test/open',
  summary: 'A public route with a hook that refuses',
  tag: 'Test',
  access: 'public',
  publicBecause: 'A test route',
  reply: ok,
});
const plain = defineRoute({ ...open, path: '/api/test/plain', summary: 'A public route without hooks' });

let database: Database;
let app: TypedApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let ran: string[];

beforeAll(async () => {
  database = await freshDatabase();
  team = await companyWithTeam(database.db);
  app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installAccessGuard(app, database.db);
  const hook = (name: string) => async () => void ran.push(name);
  serve(app, guarded, () => ({ ok: true as const }), {
    onRequest: hook('onRequest'),
    preHandler: hook('preHandler'),
  });
  serve(app, open, () => ({ ok: true as const }), {
    onRequest: async () => {
      ran.push('refusing onRequest');
      throw new AppError('RATE_LIMITED', 'Slow down');
    },
  });
  serve(app, plain, () => ({ ok: true as const }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  ran = [];
});

describe("a route's own hooks (serve's 4th argument)", () => {
  it('run only after the access guard let the call through', async () => {
    const anonymous = await app.inject({ method: 'GET', url: guarded.path });
    expect(anonymous.statusCode).toBe(401);
    const worker = await app.inject({ method: 'GET', url: guarded.path, headers: bearer(team.worker) });
    expect(worker.statusCode).toBe(403);
    expect(ran).toEqual([]);

    const admin = await app.inject({ method: 'GET', url: guarded.path, headers: bearer(team.admin) });
    expect(admin.statusCode).toBe(200);
    expect(ran).toEqual(['onRequest', 'preHandler']);
  });

  it("run for their route alone, and a refusal in one is the call's answer", async () => {
    const refused = await app.inject({ method: 'GET', url: open.path });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Slow down', code: 'RATE_LIMITED' });
    const other = await app.inject({ method: 'GET', url: plain.path });
    expect(other.statusCode).toBe(200);
    expect(ran).toEqual(['refusing onRequest']);
  });
});
