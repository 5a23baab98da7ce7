import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EVENT_TYPES, SERVER_EVENT_TYPES } from '../../../shared/dockets/docket-events';
import { createDocket, createProject } from '../../db/factories';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client } from '../../../../tests/support/client';
import { companyWithTeam } from '../../../../tests/support/people';

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let docketId: number;

beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  const project = await createProject(t.db, { companyId: team.company.id, name: 'Events job' });
  const docket = await createDocket(t.db, {
    companyId: team.company.id,
    workerId: team.worker.id,
    projectId: project.id,
    date: '2025-05-05',
  });
  docketId = docket.id;
});
afterAll(() => t.close());

const call = client(() => t);
const post = (body: { eventType: string; description?: string }) =>
  call('POST /api/timesheets/:id/events', team.admin, { params: { id: docketId }, body });
const timeline = async () =>
  (await call('GET /api/timesheets/:id/events', team.admin, { params: { id: docketId } }))
    .json()
    .map((e) => e.eventType);

describe('POST /api/timesheets/:id/events (issue 12 point 2)', () => {
  it.each(SERVER_EVENT_TYPES)("refuses the server-only event '%s' and writes nothing", async (eventType) => {
    const before = await timeline();
    const res = await post({ eventType, description: 'forged' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'eventType',
      message: expect.stringContaining(`'${eventType}' events are recorded by the server`),
    });
    expect(await timeline()).toEqual(before);
  });

  it('refuses an event type nobody defined, saying which a client may post', async () => {
    const res = await post({ eventType: 'made_up' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(
      "Unknown event type 'made_up': a client may post 'note' or 'emailed_foreman'",
    );
  });

  it.each(CLIENT_EVENT_TYPES)("accepts the client event '%s'", async (eventType) => {
    const res = await post({ eventType, description: 'Called the site office' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      eventType,
      description: 'Called the site office',
      timesheetId: docketId,
    });
    expect((await timeline()).at(-1)).toBe(eventType);
  });
});
