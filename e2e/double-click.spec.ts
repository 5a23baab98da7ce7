import { expect, test } from './support/fixtures';
import { mailTo } from './support/mailbox';
import { countRequests } from './support/requests';
import { toast } from './support/ui';
import { createDocket, weekdays } from './support/world-dockets';
import { signInAs, type World } from './support/world';

/**
 * Issue 29: a double click on a button that writes reaches the server once. The office double-clicks
 * Send Invoice (one e-mail), Void Invoice (one void, its success and never 'Void failed') and Mark as
 * Invoiced (one mark); an empty selection says 'No Selection'; each row shows the project's code.
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

/** Approved townhouses dockets (no approval needed) of last week. */
const approvedDockets = async (world: World, count: number) => {
  const dockets = [];
  for (const date of weekdays(1).slice(0, count))
    dockets.push(await createDocket(world, { project: 'townhouses', date, status: 'approved' }));
  return dockets;
};

test('Send Invoice and Void Invoice double-clicked e-mail once and void once', async ({ page, world }) => {
  test.setTimeout(90_000);
  const [docket] = await approvedDockets(world, 1);
  const address = `double-${world.tag}@example.com`;
  const invoice = await world.api.call<{ id: number; number: string }>(
    'POST',
    `/api/companies/${world.company.id}/invoices`,
    { token: world.office.token, data: { timesheetIds: [docket!.id], contactEmail: address } },
  );
  const emails = countRequests(page, 'POST', `/api/invoices/${invoice.id}/email`);
  const voids = countRequests(page, 'POST', `/api/invoices/${invoice.id}/void`);
  await signInAs(page, world.office);
  await page.goto('/invoices');
  const row = page
    .getByRole('region', { name: 'Invoices', exact: true })
    .getByLabel(invoice.number, { exact: true });

  await row.getByRole('button', { name: `E-mail ${invoice.number}` }).click();
  const dialog = page.getByRole('dialog', { name: `E-mail ${invoice.number}` });
  await expect(dialog.getByLabel('Email address')).toHaveValue(address);
  await dialog.getByRole('button', { name: 'Send Invoice' }).dblclick();
  await expect(toast(page, `Invoice ${invoice.number} sent`)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => mailTo(address).length, { timeout: 10_000 }).toBe(1);
  expect(emails()).toBe(1);

  await row.getByRole('button', { name: `Void ${invoice.number}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Void ${invoice.number}?` });
  await confirm.getByRole('button', { name: 'Void Invoice' }).dblclick();
  await expect(toast(page, `${invoice.number} voided`)).toBeVisible();
  await expect(row).toContainText('Void');
  await expect(toast(page, 'Void failed')).toHaveCount(0);
  expect(voids()).toBe(1);
  expect(mailTo(address)).toHaveLength(1);
});

test('Mark as Invoiced double-clicked marks once; nothing ticked says No Selection', async ({
  page,
  world,
}) => {
  test.setTimeout(90_000);
  const dockets = await approvedDockets(world, 2);
  const marks = countRequests(page, 'POST', '/api/admin/timesheets/mark-invoiced');
  await signInAs(page, world.office);
  await page.goto('/admin/invoicing');
  const ready = page.getByRole('list', { name: 'Timesheets ready to invoice' });
  await expect(ready.getByRole('listitem')).toHaveCount(dockets.length);
  // 002 §2: worker, project name and code.
  await expect(ready.getByRole('listitem').first()).toContainText(
    `${world.projects.townhouses.name} · ${world.projects.townhouses.code}`,
  );

  // 002 §5: nothing ticked, 'No Selection: Please select at least one docket'.
  await page.getByRole('button', { name: 'Mark as Invoiced (0)' }).click();
  await expect(toast(page, 'No Selection')).toBeVisible();
  await expect(toast(page, 'Please select at least one docket')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: `Mark as Invoiced (${dockets.length})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark Timesheets as Invoiced' });
  await dialog.getByLabel('Invoice Number (optional)').fill(`EXT-${world.tag}`.slice(0, 40));
  await dialog.getByRole('button', { name: 'Mark as Invoiced' }).dblclick();
  await expect(toast(page, 'Marked as invoiced')).toBeVisible();
  await expect(toast(page, 'Error')).toHaveCount(0);
  await expect(ready).toHaveCount(0);
  expect(marks()).toBe(1);
});
