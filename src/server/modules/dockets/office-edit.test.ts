import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { client as testClient } from '../../../../tests/support/client';
import { companyWithTeam } from '../../../../tests/support/people';

/**
 * DECISIONS 'Office and existing dockets': office may edit and void any existing docket of its
 * company (spec 001 §6 'edit any docket'), but records none.
 */
let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
const call = testClient(() => t);

beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
});
afterAll(() => t.close());

const induction = {
  date: '2026-11-18',
  entryType: 'non-billable' as const,
  description: 'Toolbox talk and induction',
  startTime: '07:00',
  endTime: '11:00',
  breakMinutes: 0,
  status: 'approved' as const,
};

describe('office and a worker’s docket', () => {
  it('edits its content (an approved one goes back to draft) and marks one void, but may not record one', async () => {
    const created = await call('POST /api/timesheets', team.worker, { body: induction });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const edited = await call('PUT /api/timesheets/:id', team.office, {
      params: { id },
      body: {
        notes: 'Ended early: site closed for rain',
        endTime: '10:00',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      notes: 'Ended early: site closed for rain',
      endTime: '10:00',
      totalHours: '3.00',
      status: 'draft',
    });

    const other = (
      await call('POST /api/timesheets', team.worker, { body: { ...induction, date: '2026-11-17' } })
    ).json();
    const voided = await call('PUT /api/timesheets/:id', team.office, {
      params: { id: other.id },
      body: { status: 'void' },
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().status).toBe('void');

    const recorded = await call('POST /api/timesheets', team.office, {
      body: { ...induction, date: '2026-11-19' },
    });
    expect(recorded.statusCode).toBe(403);
  });
});
