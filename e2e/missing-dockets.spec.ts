import { changeCompany } from './support/company';
import { todayIn, weekdayIndex } from '../src/shared/dates';
import { login } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { mailTo } from './support/mailbox';
import { shoot, toast } from './support/ui';
import type { World } from './support/world';

/**
 * Missing dockets on the office dashboard (issue 17): a worker on an active project who recorded
 * nothing is listed under the day, Remind e-mails them through the real mail server (and the
 * e-mail log keeps it), Text is an sms: link, and a company holiday takes the day off the list.
 *
 * The journey's people are made today, and nobody is missing before their account existed, so the
 * day checked is today: the reminder time is set to 00:00 (today counts once it has passed), and the
 * company's zone is one where today is a weekday — every zone's today is a weekend only from
 * Saturday 11:00 to Sunday 10:00 UTC, when the journey checks that no weekend day is listed instead.
 */
const ZONES = ['Australia/Sydney', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Pacific/Pago_Pago'];

async function companyIn(world: World, zone: string) {
  await changeCompany(world, { timeZone: zone });
  const token = world.admin.token;
  const url = `/api/companies/${world.company.id}`;
  await world.api.call('PUT', `${url}/reminder-settings`, { token, data: { enabled: false, time: '00:00' } });
}

test('the office sees who recorded nothing, reminds them by e-mail or text, and a holiday clears the day', async ({
  page,
  world,
}) => {
  const zone = ZONES.find((z) => weekdayIndex(todayIn(z)) < 5);
  await companyIn(world, zone ?? 'Australia/Sydney');
  await login(page, world.office.username, world.office.password);
  const card = page.getByRole('region', { name: 'Missing dockets' });
  await expect(card.getByRole('heading', { name: 'Missing dockets' })).toBeVisible();
  if (!zone) {
    // Saturday 11:00 to Sunday 10:00 UTC: today is a weekend everywhere, and it is not listed.
    await expect(card.getByRole('region', { name: /^Today, / })).toHaveCount(0);
    return;
  }
  const today = card.getByRole('region', { name: /^Today, / });
  const worker = world.worker;
  await expect(today.getByText(worker.name, { exact: true })).toBeVisible();
  // The office records no dockets and is not on a team: never listed.
  await expect(today.getByText(world.office.name, { exact: true })).toHaveCount(0);

  const text = today.getByRole('link', { name: `Text ${worker.name}` });
  await expect(text).toHaveAttribute('href', /^sms:\?&body=Hi%20Jake%2C%20Harbourline/);

  await today.getByRole('button', { name: `Remind ${worker.name}` }).click();
  await expect(toast(page, 'Reminder sent')).toBeVisible();
  await expect.poll(() => mailTo(worker.email).length).toBe(1);
  const mail = mailTo(worker.email)[0]!;
  expect(mail.subject).toMatch(/^Your docket for \w{3}, \d{1,2} \w{3} is missing$/);
  expect(mail.body).toContain(`/entries/${todayIn(zone)}`);
  await expect(today.getByText(/^Reminded /)).toBeVisible();
  const logs = await world.api.call<{ emailType: string; to: string; status: string }[]>(
    'GET',
    '/api/admin/email-logs',
    { token: world.office.token },
  );
  expect(logs.filter((l) => l.to === worker.email)).toEqual([
    expect.objectContaining({ emailType: 'docket_reminder', status: 'success' }),
  ]);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'missing-dockets', card);

  // A company holiday today: the day leaves the list.
  await card.getByRole('button', { name: 'Reminders and holidays' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reminders and holidays' });
  await dialog.getByLabel('Date', { exact: true }).fill(todayIn(zone));
  await dialog.getByLabel('Holiday', { exact: true }).fill('Site picnic');
  await dialog.getByRole('button', { name: 'Add holiday' }).click();
  await expect(dialog.getByRole('list', { name: 'Company holidays' })).toContainText('Site picnic');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'missing-dockets-settings', dialog);
  await page.keyboard.press('Escape');
  await expect(card.getByRole('region', { name: /^Today, / })).toHaveCount(0);
});
