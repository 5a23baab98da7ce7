import { addDays, mondayOf, todayIn } from '../../src/shared/dates';
import { signaturePng } from '../../src/server/db/factories/signature-png';
import type { Foreman, Person, World } from './world';

/**
 * Dockets of a journey's own company (e2e/support/world.ts), made through the API as the demo
 * seed has them (src/server/seed/demo-dockets.ts): drafts, dockets sent to a foreman, signed
 * and unsigned approvals. A journey's figures (week totals, dashboard counts) are its own.
 */
export type WorldDocket = { id: number; projectId: number | null; status: string; date: string };

type Line = { projectRateItemId: number } & (
  | { entryType: 'time'; startTime: string; endTime: string; breakMinutes: number }
  | { entryType: 'qty'; quantity: string }
);
type ProjectKey = 'stormwater' | 'townhouses' | 'depot';

/** The item a project's day is recorded on: stormwater labour 06:30–15:30, the others 07:00–15:30. */
function dayOf(world: World, project: ProjectKey): Line {
  const item = world.items[project].labour;
  const start = project === 'stormwater' ? '06:30' : '07:00';
  return {
    projectRateItemId: item.id,
    entryType: 'time',
    startTime: start,
    endTime: '15:30',
    breakMinutes: 30,
  };
}

/** POST /api/timesheets as `who` (the worker by default): a billable docket on `project`. */
export function createDocket(
  world: World,
  options: {
    project: ProjectKey;
    date: string;
    status?: 'draft' | 'approved';
    notes?: string;
    who?: Person;
    lineItems?: Line[];
  },
): Promise<WorldDocket> {
  const { project, date, status = 'draft', notes, who = world.worker } = options;
  return world.api.call<WorldDocket>('POST', '/api/timesheets', {
    token: who.token,
    data: {
      date,
      entryType: 'billable',
      projectId: world.projects[project].id,
      status,
      notes,
      lineItems: options.lineItems ?? [dayOf(world, project)],
    },
  });
}

/** The worker sends the draft to `foreman` (001 §4: pending_approval), as Send Approval does. */
export function sendForApproval(world: World, id: number, foreman: Foreman = world.foremen.megan) {
  return world.api.call<WorldDocket>('PUT', `/api/timesheets/${id}`, {
    token: world.worker.token,
    data: { status: 'pending_approval', foremanId: foreman.id },
  });
}

/** `foreman` signs on the worker's phone (POST /approve with a drawn signature). */
export function approveSigned(world: World, id: number, foreman: Foreman = world.foremen.megan, seed = 7) {
  return world.api.call<WorldDocket>('POST', `/api/timesheets/${id}/approve`, {
    token: world.worker.token,
    data: { signature: signaturePng(seed), foremanId: foreman.id },
    status: 200,
  });
}

/** Weekdays Monday to Friday of the week `weeksBack` weeks before this one (company zone: Sydney). */
export function weekdays(weeksBack: number): string[] {
  const monday = addDays(mondayOf(todayIn('Australia/Sydney')), -7 * weeksBack);
  return [0, 1, 2, 3, 4].map((d) => addDays(monday, d));
}

/**
 * Four weeks of the worker's days, like the demo's: three and two weeks back approved (stormwater
 * signed by Megan Lee, townhouses completed), last week's stormwater days sent to Megan Lee, and
 * this week's Monday and Tuesday: a stormwater draft and a townhouses day. Weekends and next week
 * stay empty.
 */
export async function createHistory(world: World) {
  const made: WorldDocket[] = [];
  for (const [i, date] of [...weekdays(3), ...weekdays(2)].entries()) {
    if (i % 2 === 0) {
      const draft = await createDocket(world, {
        project: 'stormwater',
        date,
        notes: 'Pipe laying between pits 3 and 4',
      });
      await sendForApproval(world, draft.id);
      made.push(await approveSigned(world, draft.id, world.foremen.megan, i));
    } else {
      made.push(
        await createDocket(world, {
          project: 'townhouses',
          date,
          status: 'approved',
          notes: 'Footings for lots 3 and 4',
        }),
      );
    }
  }
  for (const [i, date] of weekdays(1).entries()) {
    if (i < 3) {
      const draft = await createDocket(world, {
        project: 'stormwater',
        date,
        notes: 'Kerb and gutter reinstatement',
      });
      made.push(await sendForApproval(world, draft.id));
    } else {
      made.push(await createDocket(world, { project: 'townhouses', date, status: 'approved' }));
    }
  }
  const [monday, tuesday] = weekdays(0);
  made.push(await createDocket(world, { project: 'stormwater', date: monday!, notes: 'Pit 5 excavation' }));
  made.push(await createDocket(world, { project: 'townhouses', date: tuesday!, status: 'approved' }));
  return made;
}
