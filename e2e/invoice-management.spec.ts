import path from 'node:path';
import type { Page } from '@playwright/test';
import { formatCalendarDate } from '../src/shared/dates';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { toast } from './support/ui';
import {
  approveSigned,
  createDocket,
  sendForApproval,
  weekdays,
  type WorldDocket,
} from './support/world-dockets';
import { signInAs, type World } from './support/world';

/**
 * Invoice management (spec 002 §2 'Invoice management', §4 'Docket invoicing' and 'Invoice
 * selection', §5, §6): the office ticks approved dockets and marks them invoiced with a number, edits
 * a number, un-invoices one, marks the rest without a number; a docket on one of the product's own
 * invoices cannot be un-invoiced here; a worker is refused. At phone and desktop size.
 */
const TOWNHOUSES = 'Marrickville Townhouses – Slab & Footings';
const STORMWATER = 'Parramatta Road Stormwater Upgrade';

const shown = (date: string) => formatCalendarDate(date, 'shortWithWeekday');
const nameOf = (world: World, docket: WorldDocket) => `${world.worker.name}, ${shown(docket.date)}`;

/** Four approved billable dockets of last week: three townhouses days (no approval needed), one signed stormwater day. */
async function approvedDockets(world: World) {
  const [mon, tue, wed, thu] = weekdays(1) as [string, string, string, string];
  const townhouses = (date: string) =>
    createDocket(world, { project: 'townhouses', date, status: 'approved' });
  const first = await townhouses(mon);
  const second = await townhouses(tue);
  const draft = await createDocket(world, { project: 'stormwater', date: wed });
  await sendForApproval(world, draft.id);
  const signed = await approveSigned(world, draft.id);
  const onInvoice = await townhouses(thu);
  return { first, second, signed, onInvoice };
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `invoicing-${name}-${page.viewportSize()!.width}.png`) });
}

const readyCount = (page: Page, n: number) => expect(page.getByText(`${n} Ready to Invoice`)).toBeVisible();

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`invoice management at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, isMobile: viewport.width < 800, hasTouch: viewport.width < 800 });

    test('office marks two invoiced with a number, edits it, un-invoices one and marks the rest', async ({
      page,
      world,
    }) => {
      test.setTimeout(120_000);
      const { first, second, signed, onInvoice } = await approvedDockets(world);
      // One docket goes on one of the product's own invoices (SD-0001, the company's first).
      const invoice = await world.api.call<{ number: string }>(
        'POST',
        `/api/companies/${world.company.id}/invoices`,
        { token: world.office.token, data: { timesheetIds: [onInvoice.id] } },
      );

      await signInAs(page, world.office);
      await page.goto('/admin/invoicing');
      await expect(page.getByRole('heading', { level: 1, name: 'Invoice Management' })).toBeVisible();
      await readyCount(page, 3);
      const ready = page.getByRole('list', { name: 'Timesheets ready to invoice' });
      const recent = page.getByRole('list', { name: 'Recently invoiced timesheets' });
      // A docket's tick box; `has` needs it unscoped (it is looked for inside each list item).
      const tick = (docket: WorldDocket) =>
        page.getByRole('checkbox', { name: `Select ${nameOf(world, docket)}` });
      const box = (docket: WorldDocket) => ready.locator(tick(docket));
      const row = (docket: WorldDocket) => ready.getByRole('listitem').filter({ has: tick(docket) });
      const invoiced = (docket: WorldDocket) => recent.getByRole('article', { name: nameOf(world, docket) });

      // Each approved row: worker, project with its code, date, approved date, Approved badge.
      await expect(row(first)).toContainText(world.worker.name);
      await expect(row(first)).toContainText(`${TOWNHOUSES} · ${world.projects.townhouses.code}`);
      await expect(row(first)).toContainText(shown(first.date));
      await expect(row(first).getByText('Approved', { exact: true })).toBeVisible();
      await expect(row(signed)).toContainText(`${STORMWATER} · ${world.projects.stormwater.code}`);
      await expect(row(signed)).not.toContainText('Not recorded');

      // The product's invoice: its docket is invoiced, but only voiding the invoice changes it.
      await expect(invoiced(onInvoice)).toContainText(invoice.number);
      await expect(invoiced(onInvoice)).toContainText(
        `On invoice ${invoice.number}: void the invoice to change it`,
      );
      await expect(invoiced(onInvoice).getByRole('button')).toHaveCount(0);

      // Selection (002 §4): nothing ticked, the button says No Selection (double-click.spec.ts); select
      // all toggles every row.
      const markButton = (n: number) => page.getByRole('button', { name: `Mark as Invoiced (${n})` });
      await expect(markButton(0)).toBeEnabled();
      const selectAll = page.getByRole('checkbox', { name: 'Select all' });
      await selectAll.check();
      await expect(markButton(3)).toBeEnabled();
      await selectAll.uncheck();
      await expect(markButton(0)).toBeEnabled();
      await box(first).check();
      await box(signed).check();
      await expect(markButton(2)).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'selected');

      await markButton(2).click();
      const dialog = page.getByRole('dialog', { name: 'Mark Timesheets as Invoiced' });
      const number = dialog.getByRole('textbox', { name: 'Invoice Number (optional)' });
      await expect(number).toHaveAttribute('placeholder', 'INV-2025-001');
      await number.fill('  INV-7001 ');
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'mark-dialog');
      await dialog.getByRole('button', { name: 'Mark as Invoiced' }).click();
      await expect(toast(page, 'Marked as invoiced')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await readyCount(page, 1);
      await expect(markButton(0)).toBeEnabled();
      await expect(box(first)).toHaveCount(0);
      for (const docket of [first, signed]) {
        await expect(invoiced(docket)).toContainText('INV-7001');
        await expect(invoiced(docket).getByText('Invoiced', { exact: true })).toBeVisible();
      }

      // Edit the number: a number is required to save (002 §5).
      await invoiced(first)
        .getByRole('button', { name: /^Edit Number/ })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit Invoice Number' });
      const editNumber = edit.getByRole('textbox', { name: 'Invoice Number' });
      await expect(editNumber).toHaveValue('INV-7001');
      await editNumber.fill('   ');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit.getByText('Invoice number is required')).toBeVisible();
      await editNumber.fill('INV-7002');
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'edit-dialog');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Invoice number updated')).toBeVisible();
      await expect(edit).toHaveCount(0);
      await expect(invoiced(first)).toContainText('INV-7002');
      await expect(invoiced(signed)).toContainText('INV-7001');

      // Un-invoice the signed one, after a confirmation: it is ready to invoice again.
      await invoiced(signed)
        .getByRole('button', { name: /^Un-invoice/ })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Mark as not invoiced?' });
      await expect(confirm).toContainText('INV-7001');
      await confirm.getByRole('button', { name: 'Un-invoice' }).click();
      await expect(toast(page, 'Marked not invoiced')).toBeVisible();
      await expect(invoiced(signed)).toHaveCount(0);
      await readyCount(page, 2);
      await expect(box(signed)).not.toBeChecked();
      await shot(page, 'after-uninvoice');

      // The rest without a number: 'Not specified', and nothing is left to invoice.
      await selectAll.check();
      await markButton(2).click();
      await expect(dialog.getByRole('textbox', { name: 'Invoice Number (optional)' })).toHaveValue('');
      await dialog.getByRole('button', { name: 'Mark as Invoiced' }).click();
      await expect(toast(page, 'Marked as invoiced')).toBeVisible();
      await readyCount(page, 0);
      await expect(page.getByText('No timesheets ready for invoicing')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Mark as Invoiced/ })).toHaveCount(0);
      for (const docket of [second, signed]) await expect(invoiced(docket)).toContainText('Not specified');
      await expect(invoiced(first)).toContainText('INV-7002');

      // What the server now says agrees with the screen.
      const after = await world.api.call<{ id: number; invoiceNumber: string | null }[]>(
        'GET',
        '/api/admin/timesheets/invoiced',
        { token: world.office.token },
      );
      const numbers = new Map(after.map((r) => [r.id, r.invoiceNumber]));
      expect(numbers.get(first.id)).toBe('INV-7002');
      expect(numbers.get(signed.id)).toBeNull();
      expect(numbers.get(onInvoice.id)).toBe(invoice.number);
      await expectNoSeriousA11yViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'empty');
    });

    test('a worker gets Access Denied', async ({ page, world }) => {
      await signInAs(page, world.worker);
      await page.goto('/admin/invoicing');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(
        page.getByText('Only administrators and office staff can access invoice management.'),
      ).toBeVisible();
      await expect(page.getByText('Ready to Invoice')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
