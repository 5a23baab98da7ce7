import { afterEach, describe, expect, it } from 'vitest';
import { createCompany, createProject, signaturePng, uniq } from '../db/factories';
import { body, createTestApp, type TestApp } from '../../../tests/support/app';
import { client as testClient } from '../../../tests/support/client';
import { solve } from '../../../tests/support/challenge';
import { CODE_POLICY } from './limits';

let t: TestApp;
afterEach(() => t.close());
const call = testClient(() => t);

/** A call as the one reverse proxy (TRUST_PROXY=1) reports it: from `client`. */
const from = (client: string, solution?: string) => ({
  'x-forwarded-for': client,
  ...(solution ? { 'x-altcha': solution } : {}),
});
const person = () => {
  const handle = `user.${uniq()}`;
  return {
    firstName: 'Dave Robertson',
    username: handle,
    email: `${handle}@example.com.au`,
    password: 'kerb-stone-41',
  };
};
const signUpForeman = (projectCode: string, client: string, solution?: string) =>
  call('POST /api/auth/register', null, {
    headers: from(client, solution),
    body: { role: 'foreman', user: person(), projectCode },
  });
const accessByCode = (code: string, client: string, solution?: string) =>
  call('POST /api/projects/access-by-code', null, { headers: from(client, solution), body: { code } });
const rotating = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

describe('one limit for every way a code is tried', () => {
  it('600 wrong project codes on foreman sign-up from rotating addresses do not pass unthrottled', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (let i = 0; i < 600; i++) {
      statuses.push((await signUpForeman(String(100000 + i), rotating(i + 1))).statusCode);
    }
    const answered = statuses.filter((s) => s === 400).length;
    expect(answered).toBe(CODE_POLICY.installation.challengeAfter);
    expect(statuses.slice(answered).every((s) => s === 428)).toBe(true);
  });

  it('an honest client with the right code gets in after spraying, by solving the challenge once', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    const company = await createCompany(t.db);
    const project = await createProject(t.db, { companyId: company.id });
    for (let i = 0; i < CODE_POLICY.installation.challengeAfter; i++) {
      expect((await accessByCode('000000', rotating(i + 1))).statusCode).toBe(404);
    }
    const asked = await accessByCode(project.code, '198.51.100.20');
    expect(asked.statusCode).toBe(428);
    expect(body(asked)).toMatchObject({
      code: 'CHALLENGE_REQUIRED',
      challenge: { signature: expect.any(String) },
    });
    const solution = await solve(asked);
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {} }, solution: {} })).toString(
      'base64',
    );
    for (const bad of ['not a payload', forged, 'x'.repeat(5000)]) {
      expect((await accessByCode(project.code, '198.51.100.20', bad)).statusCode).toBe(428);
    }
    const opened = await accessByCode(project.code, '198.51.100.20', solution);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ project: { id: project.id } });

    const replayed = await accessByCode(project.code, '198.51.100.20', solution);
    expect(replayed.statusCode).toBe(428);
    const signUp = await signUpForeman(project.code, '198.51.100.21', await solve(replayed));
    expect(signUp.statusCode).toBe(201);
  });

  it('access-by-code, PDF, ZIP, approval and both sign-ups count in one per-client counter', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    const client = '203.0.113.50';
    const tries = [
      () => accessByCode('000001', client),
      () =>
        call('GET /api/timesheets/:id/pdf', null, {
          params: { id: 1 },
          query: { projectCode: '000002' },
          headers: from(client),
        }),
      () =>
        call('POST /api/timesheets/export-pdfs-foreman', null, {
          headers: from(client),
          body: { timesheetIds: [1], projectCode: '000003' },
        }),
      () =>
        call('POST /api/timesheets/:id/foreman-approve', null, {
          params: { id: 1 },
          headers: from(client),
          body: { projectCode: '000004', signature: signaturePng(3), foremanName: 'Dave' },
        }),
      () =>
        call('POST /api/auth/register', null, {
          headers: from(client),
          body: { role: 'worker', user: person(), companyCode: 'QQQQQQ' },
        }),
    ];
    expect(CODE_POLICY.client.challengeAfter).toBe(tries.length);
    for (const attempt of tries) expect([400, 404]).toContain((await attempt()).statusCode);
    for (const attempt of [...tries, () => signUpForeman('000005', client)]) {
      const res = await attempt();
      expect(res.statusCode).toBe(428);
      expect(body(res).code).toBe('CHALLENGE_REQUIRED');
    }
  });

  it('past its wrong codes, a client solves a dearer check per try and a wrong code gets 429', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    const client = '203.0.113.60';
    await useUpWrongCodes(client);
    const asked = await accessByCode('000000', client);
    expect(asked.statusCode).toBe(428);
    expect(body(asked)).toMatchObject({ challenge: { parameters: { data: { work: 2 } } } });
    const refused = await accessByCode('000000', client, await solve(asked));
    expect(refused.statusCode).toBe(429);
    expect(body(refused).message).toBe(CODE_POLICY.client.refuseAfter.message);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(await accessByCode('000000', client))).toMatchObject({
      challenge: { parameters: { data: { work: 4 } } },
    });
  });

  it('an honest foreman behind an address that used up its wrong codes gets in with the right code', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    const company = await createCompany(t.db);
    const project = await createProject(t.db, { companyId: company.id });
    const shared = '203.0.113.61'; // one carrier-grade NAT address: the guesser's and the foreman's
    await useUpWrongCodes(shared);

    const asked = await accessByCode(project.code, shared);
    expect(asked.statusCode).toBe(428);
    const solution = await solve(asked);
    const opened = await accessByCode(project.code, shared, solution);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      project: { id: project.id },
      grant: { token: expect.any(String) },
    });

    const replayed = await accessByCode(project.code, shared, solution);
    expect(replayed.statusCode).toBe(428);
    // The right code did not count: the next check asked costs what the last one did.
    expect(body(replayed)).toMatchObject({ challenge: { parameters: { data: { work: 2 } } } });
    expect((await accessByCode('000000', shared, await solve(replayed))).statusCode).toBe(429);
  });
});

/** Wrong codes from `client` until its limit is used up, solving each check asked for on the way. */
async function useUpWrongCodes(client: string) {
  let solution: string | undefined;
  for (let i = 0; i < CODE_POLICY.client.refuseAfter.count; i++) {
    const res = await accessByCode('000000', client, solution);
    if (res.statusCode === 428) {
      solution = await solve(res);
      i--;
      continue;
    }
    expect(res.statusCode).toBe(404);
    solution = undefined;
  }
}
