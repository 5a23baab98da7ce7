import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createProject, createProjectForeman, createUser, uniq } from '../../db/factories';
import { projectAssignments } from '../../db/schema';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client as testClient } from '../../../../tests/support/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = testClient(() => t);
/** Sign-up bodies of every shape, good and bad, so sent as given (`raw`). */
const register = (payload: unknown) =>
  call('POST /api/auth/register', null, {
    raw: payload,
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

const person = (over: Record<string, unknown> = {}) => {
  const handle = `user.${uniq()}`;
  return {
    firstName: 'Jake Thompson',
    username: handle,
    email: `${handle}@example.com.au`,
    password: 'kerb-stone-41',
    ...over,
  };
};

describe('company owner sign-up', () => {
  it('creates the company and its admin from the nested payload', async () => {
    const p = person({ firstName: 'Sarah', lastName: 'Mitchell' });
    const res = await register({
      role: 'company_owner',
      user: p,
      company: {
        name: 'Ironbark Civil',
        email: 'office@ironbark.example',
        phone: '02 9000 1111',
        address: '1 Main St',
      },
    });
    expect(res.statusCode).toBe(201);
    const reply = res.json();
    expect(reply.user).toMatchObject({ role: 'admin', firstName: 'Sarah', lastName: 'Mitchell' });
    expect(reply.company).toMatchObject({
      name: 'Ironbark Civil',
      code: expect.stringMatching(/^[A-Z]{6}$/),
    });
    const me = await call('GET /api/auth/me', reply);
    expect(me.statusCode).toBe(200);
  });

  it('accepts the flat form values too', async () => {
    const res = await register({
      role: 'company_owner',
      ...person(),
      confirmPassword: 'kerb-stone-41',
      companyName: 'Flat Co',
      companyEmail: 'flat@example.com',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().company.name).toBe('Flat Co');
  });
});

describe('worker sign-up with a company code', () => {
  it('joins the company as a worker, splitting the full name', async () => {
    const company = await createCompany(t.db);
    const res = await register({
      role: 'worker',
      user: person(),
      companyCode: `c-${company.code.toLowerCase()}`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      role: 'worker',
      companyId: company.id,
      firstName: 'Jake',
      lastName: 'Thompson',
    });
    expect(res.json().company.code).toBeNull();
  });

  it('reuses the first name when there is no last name', async () => {
    const company = await createCompany(t.db);
    const res = await register({
      role: 'worker',
      ...person({ firstName: 'Jake' }),
      companyCode: company.code,
    });
    expect(res.json().user).toMatchObject({ firstName: 'Jake', lastName: 'Jake' });
  });

  it('refuses an unknown company code with a clear message', async () => {
    const res = await register({ role: 'worker', user: person(), companyCode: 'QQQQQZ' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      message: 'No company uses the code C-QQQQQZ. Check the code with your employer.',
      code: 'BAD_REQUEST',
      field: 'companyCode',
    });
  });
});

describe('foreman sign-up with a project code', () => {
  it("joins the project's company as foreman and is assigned to the project", async () => {
    const company = await createCompany(t.db);
    const project = await createProject(t.db, { companyId: company.id });
    const res = await register({ role: 'foreman', user: person(), projectCode: `P-${project.code}` });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ role: 'foreman', companyId: company.id });
    const assignments = await t.db
      .select()
      .from(projectAssignments)
      .where(eq(projectAssignments.userId, user.id));
    expect(assignments).toEqual([expect.objectContaining({ projectId: project.id, role: 'foreman' })]);
  });

  it("appears in the project's foreman choice, once even if the office had listed them", async () => {
    const company = await createCompany(t.db);
    const project = await createProject(t.db, { companyId: company.id });
    const p = person({ firstName: 'Dave', lastName: 'Robertson' });
    await createProjectForeman(t.db, {
      companyId: company.id,
      projectId: project.id,
      foremanName: 'D. Robertson',
      foremanEmail: p.email.toUpperCase(),
    });
    const fresh = person({ firstName: 'Mia Chen' });
    for (const who of [p, fresh]) {
      const res = await register({ role: 'foreman', user: who, projectCode: project.code });
      expect(res.statusCode).toBe(201);
    }
    const access = await call('POST /api/projects/access-by-code', null, { body: { code: project.code } });
    const { foremen } = access.json();
    expect(foremen.map((f) => [f.foremanName, f.foremanEmail.toLowerCase()]).sort()).toEqual([
      ['D. Robertson', p.email.toLowerCase()],
      ['Mia Chen', fresh.email.toLowerCase()],
    ]);
  });

  it('refuses a code of an archived or unknown project', async () => {
    const company = await createCompany(t.db);
    const archived = await createProject(t.db, { companyId: company.id, isActive: false });
    for (const code of [archived.code, '99999999']) {
      const res = await register({ role: 'foreman', user: person(), projectCode: code });
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({
        message: 'Invalid project code. Please check and try again.',
        field: 'projectCode',
      });
    }
  });
});

describe("the owner's name (issue 29)", () => {
  it("splits the owner's full name at the first space, as a worker's", async () => {
    const res = await register({
      role: 'company_owner',
      user: person({ firstName: 'Sam Taylor Jones' }),
      company: { name: 'Taylor Jones Civil', email: 'office@tj.example' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ firstName: 'Sam', lastName: 'Taylor Jones' });
  });
});

describe('sign-up validation (spec 000 §5)', () => {
  const owner = { role: 'company_owner', companyName: 'X', companyEmail: 'x@example.com' };
  it.each([
    [{ ...person(), role: undefined }, 'Please select your role'],
    [{ ...person(), role: 'boss' }, 'Please select your role'],
    [{ ...owner, ...person({ firstName: '' }) }, 'Full name is required'],
    [{ ...owner, ...person({ username: 'ab' }) }, 'Username must be at least 3 characters'],
    [{ ...owner, ...person({ email: 'not-an-email' }) }, 'Valid email is required'],
    [{ ...owner, ...person({ password: '12345' }) }, 'Password must be at least 6 characters'],
    [{ ...owner, ...person({ password: '123456' }) }, 'This password is too common. Choose another.'],
    [{ ...owner, ...person({ password: 'QWERTY123' }) }, 'This password is too common. Choose another.'],
    [
      { ...person({ password: 'iloveyou' }), role: 'foreman', projectCode: '123456' },
      'This password is too common. Choose another.',
    ],
    [
      { ...person({ password: 'football' }), role: 'worker', companyCode: 'ABCDEF' },
      'This password is too common. Choose another.',
    ],
    [{ ...owner, ...person(), confirmPassword: 'other' }, "Passwords don't match"],
    [{ ...person(), role: 'company_owner', companyEmail: 'x@example.com' }, 'Company name is required'],
    [{ ...person(), role: 'company_owner', companyName: 'X' }, 'Company email is required'],
    [{ ...person(), role: 'worker' }, 'Company code is required'],
    [{ ...person(), role: 'worker', companyCode: 'ABC12' }, 'Company code must be 6 uppercase letters'],
    [{ ...person(), role: 'foreman' }, 'Project code is required'],
    [{ ...person(), role: 'foreman', projectCode: '12' }, 'Project code must be 4-8 digits'],
    [{ ...person(), role: 'foreman', projectCode: '123456789' }, 'Project code must be 4-8 digits'],
  ])('%# answers 400 with the message: %s', async (payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: { message: string }[] }>(res).errors.map((e) => e.message)).toContain(message);
  });

  it.each([
    [{ ...owner, ...person({ username: 'ab' }) }, 'username', 'Username must be at least 3 characters'],
    [{ ...owner, ...person({ email: 'not-an-email' }) }, 'email', 'Valid email is required'],
    [{ role: 'company_owner', user: person({ password: '1' }), company: { name: 'X' } }, 'password', null],
  ])('%# names the first failing field of a 400: %s', async (payload, field, message) => {
    const reply = body<{ message: string; code: string; field?: string }>(await register(payload));
    expect(reply).toMatchObject({ code: 'VALIDATION_FAILED', field });
    if (message) expect(reply.message).toBe(message);
  });

  it('says the limit of an over-long company name or full name (issue 29)', async () => {
    for (const [over, message] of [
      [{ companyName: 'C'.repeat(5000) }, 'Company name can be at most 200 characters'],
      [{ firstName: 'n'.repeat(5000) }, 'Full name can be at most 100 characters'],
    ] as const) {
      const res = await register({ ...owner, ...person(), ...over });
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe(message);
    }
  });

  it('refuses oversized and wrongly typed fields with 400, never 500', async () => {
    for (const over of [
      { username: 'u'.repeat(5000) },
      { firstName: 'n'.repeat(5000) },
      { password: 12345678 },
      { email: ['a@b.c'] },
    ]) {
      const res = await register({ ...owner, ...person(over) });
      expect(res.statusCode).toBe(400);
      expect(typeof body(res).message).toBe('string');
    }
  });

  it('refuses a taken username or e-mail with 409, whatever the case', async () => {
    const company = await createCompany(t.db);
    const existing = await createUser(t.db, { companyId: company.id });
    const sameName = await register({ ...owner, ...person({ username: existing.username.toUpperCase() }) });
    expect(sameName.statusCode).toBe(409);
    expect(body(sameName)).toEqual({
      message: 'This username is already taken',
      code: 'CONFLICT',
      field: 'username',
    });
    const sameEmail = await register({ ...owner, ...person({ email: existing.email.toUpperCase() }) });
    expect(sameEmail.statusCode).toBe(409);
    expect(body(sameEmail)).toEqual({
      message: 'An account with this email already exists',
      code: 'CONFLICT',
      field: 'email',
    });
  });
});

describe('username availability', () => {
  it('says whether a username is free, case-insensitively', async () => {
    const company = await createCompany(t.db);
    const existing = await createUser(t.db, { companyId: company.id });
    const check = async (username: string) =>
      (await call('GET /api/auth/check-username', null, { query: { username } })).json().available;
    expect(await check(existing.username.toUpperCase())).toBe(false);
    expect(await check(`free.${uniq()}`)).toBe(true);
    expect(await check('ab')).toBe(false);
  });
});
