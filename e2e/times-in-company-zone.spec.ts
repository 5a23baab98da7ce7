import { approvalProvenance } from '../src/shared/dockets/approval-provenance';
import { formatInstant } from '../src/shared/dates';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { login } from './support/auth';
import { createHistory } from './support/world-dockets';

/**
 * Issue 11 point 16 (DECISIONS 'Times shown'): a browser in UTC still reads every time in the
 * company's zone (a new company's is Australia/Sydney), so the signed-in preview and the public
 * one (a code-access grant) show the same signed time; both say how the docket was approved.
 */
test.use({ timezoneId: 'UTC' });

type Docket = {
  id: number;
  projectId: number | null;
  status: string;
  signedAt: string | null;
  approvedByName: string | null;
  approvalMethod: string | null;
  approvalDeviceOwner: string | null;
};

test('the public and signed-in previews of one docket show the same time, in the company zone', async ({
  page,
  browser,
  baseURL,
  world,
}) => {
  await createHistory(world);
  await login(page, world.office.username, world.office.password);
  const headers = { Authorization: `Bearer ${world.office.token}` };
  const companyId = world.company.id;
  const dockets = (await (
    await page.request.get(`/api/companies/${companyId}/timesheets`, { headers })
  ).json()) as Docket[];
  const docket = dockets.find((d) => d.status === 'approved' && d.signedAt && d.approvedByName);
  expect(docket, 'the company holds a signed, approved docket').toBeTruthy();
  const projects = (await (
    await page.request.get(`/api/companies/${companyId}/projects`, { headers })
  ).json()) as { id: number; code: string }[];
  const code = projects.find((p) => p.id === docket!.projectId)!.code;

  const sydney = formatInstant(docket!.signedAt!, 'Australia/Sydney');
  const utc = formatInstant(docket!.signedAt!, 'UTC');
  expect(sydney, 'the zones differ, so the test can tell them apart').not.toBe(utc);
  const provenance = approvalProvenance(docket!)!;

  await page.goto(`/timesheets/${docket!.id}/preview`);
  await expect(page.getByText(sydney).first()).toBeVisible();
  await expect(page.getByText(utc)).toHaveCount(0);
  await expect(page.getByText(provenance).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-AU',
    timezoneId: 'UTC',
    extraHTTPHeaders: { 'x-forwarded-for': `10.216.${Math.floor(Math.random() * 250)}.7` },
  });
  const access = await phone.request.post('/api/projects/access-by-code', { data: { code } });
  expect(access.status(), await access.text()).toBe(200);
  const { grant } = (await access.json()) as { grant: { token: string } };
  const publicPage = await phone.newPage();
  await publicPage.goto(`/timesheet-preview/${docket!.id}?grant=${grant.token}`);
  await expect(publicPage.getByText(sydney).first()).toBeVisible();
  await expect(publicPage.getByText(utc)).toHaveCount(0);
  await expect(publicPage.getByText(provenance).first()).toBeVisible();
  await phone.close();
});
