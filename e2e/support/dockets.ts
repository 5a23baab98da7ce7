import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../../src/shared/dates';
import { expect } from './fixtures';

type Session = { token: string; user: { id: number } };
/** What the tests read of the created docket (a billable one: it has a project). */
export type Draft = { id: number; projectId: number; status: string; date: string };

const bearer = (session: Session) => ({ headers: { Authorization: `Bearer ${session.token}` } });

async function apiGet<T>(request: APIRequestContext, session: Session, path: string): Promise<T> {
  const reply = await request.get(path, bearer(session));
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as T;
}

/**
 * POST /api/timesheets: a draft of `session`'s worker on `project`, 07:00–15:30 with 30 minutes
 * break (8.0 h) on the rate item named `item` (the project's first one by default), on `date`.
 * A worker's dockets of one day may not overlap (409): with `earlierDays`, a day already taken
 * gives way to the day before, up to that many times. Returns the docket and the day it is on.
 */
export async function apiDraft(
  request: APIRequestContext,
  session: Session,
  options: { project: string; item?: string; date: string; notes?: string; earlierDays?: number },
): Promise<{ docket: Draft; date: string }> {
  const { project, item, notes, earlierDays = 0 } = options;
  const projects = await apiGet<{ id: number; name: string }[]>(
    request,
    session,
    `/api/users/${session.user.id}/assigned-projects`,
  );
  const projectId = projects.find((p) => p.name === project)!.id;
  const items = await apiGet<{ id: number; name: string }[]>(
    request,
    session,
    `/api/projects/${projectId}/rate-items`,
  );
  const rateItem = item === undefined ? items[0]! : items.find((i) => i.name === item)!;
  for (let back = 0; ; back++) {
    const date = addDays(options.date, -back);
    const reply = await request.post('/api/timesheets', {
      ...bearer(session),
      data: {
        date,
        entryType: 'billable',
        projectId,
        status: 'draft',
        notes,
        lineItems: [
          {
            projectRateItemId: rateItem.id,
            entryType: 'time',
            startTime: '07:00',
            endTime: '15:30',
            breakMinutes: 30,
          },
        ],
      },
    });
    const text = await reply.text();
    if (reply.status() === 409 && /overlaps/.test(text) && back < earlierDays) continue;
    expect(reply.status(), text).toBe(201);
    return { docket: JSON.parse(text) as Draft, date };
  }
}
