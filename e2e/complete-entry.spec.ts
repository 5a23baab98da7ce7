import { addDays, mondayOf, todayIn } from '../src/shared/dates';
import { expect, test } from './support/fixtures';
import { login } from './support/auth';

/**
 * A draft on a project that needs no approval is completed from its preview (spec 001 §4). Dated
 * Sunday of the week before last.
 */
test('a worker completes a draft on a project without approval from the preview', async ({ page, world }) => {
  const { token, id: userId } = world.worker;
  const headers = { Authorization: `Bearer ${token}` };
  const projects = (await (
    await page.request.get(`/api/users/${userId}/assigned-projects`, { headers })
  ).json()) as {
    id: number;
    requireApproval: boolean;
  }[];
  const project = projects.find((p) => !p.requireApproval)!;
  const [item] = (await (
    await page.request.get(`/api/projects/${project.id}/rate-items`, { headers })
  ).json()) as { id: number }[];
  const created = await page.request.post('/api/timesheets', {
    headers,
    data: {
      date: addDays(mondayOf(todayIn('Australia/Sydney')), -8),
      projectId: project.id,
      status: 'draft',
      lineItems: [
        {
          projectRateItemId: item!.id,
          entryType: 'time',
          startTime: '07:00',
          endTime: '15:30',
          breakMinutes: 30,
        },
      ],
    },
  });
  const { id } = (await created.json()) as { id: number };

  await login(page, world.worker.username, world.worker.password);
  await page.goto(`/timesheets/${id}/preview`);
  await page.getByRole('button', { name: 'Complete Entry' }).click();
  await expect(page.getByRole('button', { name: 'Complete Entry' })).toHaveCount(0);
  const docket = (await (await page.request.get(`/api/timesheets/${id}`, { headers })).json()) as {
    status: string;
  };
  expect(docket.status).toBe('approved');
});
