import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../../db/factories';
import type { ReplyOf } from '../../../../shared/api/reply';
import { body, caller, createTestApp, type TestApp } from '../../../../../tests/support/app';
import { companyWithTeam } from '../../../../../tests/support/people';

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  other = await companyWithTeam(t.db);
});
afterAll(() => t.close());

const call = caller(() => t);
const items = () => `/api/companies/${team.company.id}/rate-items`;
type Item = ReplyOf<'POST /api/companies/:companyId/rate-items'>;
type ProjectItem = ReplyOf<'POST /api/projects/:id/rate-items'>;

describe('company rate items (Settings → Billable Items)', () => {
  it('creates, edits and deletes with exact decimals', async () => {
    const created = await call('POST', items(), team.admin, {
      name: 'Excavator 5t',
      unit: 'hr',
      rate: 135.5,
      taxRate: 10,
      autoCreate: true,
    });
    expect(created.statusCode).toBe(201);
    const item = body<Item>(created);
    expect(item).toMatchObject({ name: 'Excavator 5t', rate: '135.50', taxRate: '10.00', autoCreate: true });
    const edited = body<Item>(
      await call('PUT', `${items()}/${item.id}`, team.office, { rate: '140.25', taxRate: 0 }),
    );
    expect(edited).toMatchObject({ rate: '140.25', taxRate: '0.00' });
    expect((await call('DELETE', `${items()}/${item.id}`, team.admin)).statusCode).toBe(200);
    expect(body<Item[]>(await call('GET', items(), team.admin)).map((i) => i.id)).not.toContain(item.id);
  });

  it.each([
    [{ unit: 'hr', rate: 10 }, 'Name is required'],
    [{ name: 'A', rate: 10 }, 'Unit is required'],
    [{ name: 'A', unit: 'hr', rate: -5 }, 'Rate must be a positive number'],
    [{ name: 'A', unit: 'hr', rate: 0 }, 'Rate must be a positive number'],
    [{ name: 'A', unit: 'hr', rate: 'ten' }, 'Rate must be a positive number'],
    [{ name: 'A', unit: 'hr' }, 'Rate must be a positive number'],
    [{ name: 'A', unit: 'hr', rate: 5e-324 }, 'Rate can have at most 2 decimal places'],
    [{ name: 'A', unit: 'hr', rate: '85.555' }, 'Rate can have at most 2 decimal places'],
    [{ name: 'A', unit: 'hr', rate: 10, taxRate: 100.5 }, 'Tax rate must be between 0 and 100'],
    [{ name: 'A', unit: 'hr', rate: 10, taxRate: -1 }, 'Tax rate must be between 0 and 100'],
    [{ name: 'A', unit: 'hr', rate: 10, taxRate: 10.555 }, 'Tax rate can have at most 2 decimal places'],
    [{ name: 'A', unit: 'hr', rate: 10, taxRate: '0x10' }, 'Tax rate must be between 0 and 100'],
    [{ name: 'A', unit: 'hr', rate: '0b11' }, 'Rate must be a positive number'],
    [{ name: 'A', unit: 'hr', rate: '1e2' }, 'Rate must be a positive number'],
  ])('%# refuses %o with %s', async (payload, message) => {
    const res = await call('POST', items(), team.admin, payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(message);
  });

  it("keeps each company's items to itself", async () => {
    const mine = body<Item>(
      await call('POST', items(), team.admin, { name: 'Labourer', unit: 'hr', rate: 70 }),
    );
    const theirList = body<Item[]>(
      await call('GET', `/api/companies/${other.company.id}/rate-items`, other.admin),
    );
    expect(theirList.map((i) => i.id)).not.toContain(mine.id);
    expect(
      (
        await call('PUT', `/api/companies/${other.company.id}/rate-items/${mine.id}`, other.admin, {
          rate: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/companies/${other.company.id}/rate-items/${mine.id}`, other.admin))
        .statusCode,
    ).toBe(404);
  });
});

describe('project rate items', () => {
  it('adds a company item to a project with its own rate, edits it inline (0 allowed), and removes it', async () => {
    const project = await createProject(t.db, { companyId: team.company.id });
    const source = body<Item>(
      await call('POST', items(), team.admin, { name: 'Concrete Pump', unit: 'hr', rate: 210 }),
    );
    const url = `/api/projects/${project.id}/rate-items`;
    const added = await call('POST', url, team.office, {
      companyRateItemId: source.id,
      name: 'Concrete Pump',
      unit: 'hr',
      rate: 195,
      taxRate: 10,
    });
    expect(added.statusCode).toBe(201);
    const item = body<ProjectItem>(added);
    expect(item).toMatchObject({ rate: '195.00', taxRate: '10.00' });
    expect(
      body<ProjectItem>(await call('PUT', `/api/project-rate-items/${item.id}`, team.office, { rate: 0 }))
        .rate,
    ).toBe('0.00');
    const negative = await call('PUT', `/api/project-rate-items/${item.id}`, team.office, { rate: -1 });
    expect(body(negative).message).toBe('Rate must be 0 or more');
    const fraction = await call('PUT', `/api/project-rate-items/${item.id}`, team.office, { rate: 0.001 });
    expect([fraction.statusCode, body(fraction).message]).toEqual([
      400,
      'Rate can have at most 2 decimal places',
    ]);
    expect((await call('DELETE', `/api/project-rate-items/${item.id}`, team.office)).statusCode).toBe(200);
  });

  it("refuses another company's item as the source", async () => {
    const project = await createProject(t.db, { companyId: team.company.id });
    const theirs = body<Item>(
      await call('POST', `/api/companies/${other.company.id}/rate-items`, other.admin, {
        name: 'X',
        unit: 'hr',
        rate: 1,
      }),
    );
    const res = await call('POST', `/api/projects/${project.id}/rate-items`, team.admin, {
      companyRateItemId: theirs.id,
      name: 'X',
      unit: 'hr',
      rate: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Rate item not found');
  });
});
