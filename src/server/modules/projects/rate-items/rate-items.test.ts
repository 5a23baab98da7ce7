import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../../db/factories';
import { body, createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client as testClient } from '../../../../../tests/support/client';
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

const call = testClient(() => t);

describe('company rate items (Settings → Billable Items)', () => {
  it('creates, edits and deletes with exact decimals', async () => {
    const created = await call('POST /api/companies/:companyId/rate-items', team.admin, {
      params: { companyId: team.company.id },
      body: {
        name: 'Excavator 5t',
        unit: 'hr',
        rate: 135.5,
        taxRate: 10,
        autoCreate: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ name: 'Excavator 5t', rate: '135.50', taxRate: '10.00', autoCreate: true });
    const edited = (
      await call('PUT /api/companies/:companyId/rate-items/:id', team.office, {
        params: { companyId: team.company.id, id: item.id },
        body: { rate: '140.25', taxRate: 0 },
      })
    ).json();
    expect(edited).toMatchObject({ rate: '140.25', taxRate: '0.00' });
    expect(
      (
        await call('DELETE /api/companies/:companyId/rate-items/:id', team.admin, {
          params: { companyId: team.company.id, id: item.id },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('GET /api/companies/:companyId/rate-items', team.admin, {
          params: { companyId: team.company.id },
        })
      )
        .json()
        .map((i) => i.id),
    ).not.toContain(item.id);
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
    const res = await call('POST /api/companies/:companyId/rate-items', team.admin, {
      params: { companyId: team.company.id },
      raw: payload,
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(message);
  });

  it("keeps each company's items to itself", async () => {
    const mine = (
      await call('POST /api/companies/:companyId/rate-items', team.admin, {
        params: { companyId: team.company.id },
        body: { name: 'Labourer', unit: 'hr', rate: 70 },
      })
    ).json();
    const theirList = (
      await call('GET /api/companies/:companyId/rate-items', other.admin, {
        params: { companyId: other.company.id },
      })
    ).json();
    expect(theirList.map((i) => i.id)).not.toContain(mine.id);
    expect(
      (
        await call('PUT /api/companies/:companyId/rate-items/:id', other.admin, {
          params: { companyId: other.company.id, id: mine.id },
          body: {
            rate: 1,
          },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('DELETE /api/companies/:companyId/rate-items/:id', other.admin, {
          params: { companyId: other.company.id, id: mine.id },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('project rate items', () => {
  it('adds a company item to a project with its own rate, edits it inline (0 allowed), and removes it', async () => {
    const project = await createProject(t.db, { companyId: team.company.id });
    const source = (
      await call('POST /api/companies/:companyId/rate-items', team.admin, {
        params: { companyId: team.company.id },
        body: { name: 'Concrete Pump', unit: 'hr', rate: 210 },
      })
    ).json();
    const added = await call('POST /api/projects/:id/rate-items', team.office, {
      params: { id: project.id },
      body: {
        companyRateItemId: source.id,
        name: 'Concrete Pump',
        unit: 'hr',
        rate: 195,
        taxRate: 10,
      },
    });
    expect(added.statusCode).toBe(201);
    const item = added.json();
    expect(item).toMatchObject({ rate: '195.00', taxRate: '10.00' });
    expect(
      (
        await call('PUT /api/project-rate-items/:id', team.office, {
          params: { id: item.id },
          body: { rate: 0 },
        })
      ).json().rate,
    ).toBe('0.00');
    const negative = await call('PUT /api/project-rate-items/:id', team.office, {
      params: { id: item.id },
      body: { rate: -1 },
    });
    expect(body(negative).message).toBe('Rate must be 0 or more');
    const fraction = await call('PUT /api/project-rate-items/:id', team.office, {
      params: { id: item.id },
      body: { rate: 0.001 },
    });
    expect([fraction.statusCode, body(fraction).message]).toEqual([
      400,
      'Rate can have at most 2 decimal places',
    ]);
    expect(
      (await call('DELETE /api/project-rate-items/:id', team.office, { params: { id: item.id } })).statusCode,
    ).toBe(200);
  });

  it("refuses another company's item as the source", async () => {
    const project = await createProject(t.db, { companyId: team.company.id });
    const theirs = (
      await call('POST /api/companies/:companyId/rate-items', other.admin, {
        params: { companyId: other.company.id },
        body: {
          name: 'X',
          unit: 'hr',
          rate: 1,
        },
      })
    ).json();
    const res = await call('POST /api/projects/:id/rate-items', team.admin, {
      params: { id: project.id },
      body: {
        companyRateItemId: theirs.id,
        name: 'X',
        unit: 'hr',
        rate: 1,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Rate item not found');
  });
});
