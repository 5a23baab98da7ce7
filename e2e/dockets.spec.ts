import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { Figures, hundredths } from '../src/shared/dockets/docket-math';
import { addDays, mondayOf, todayIn } from '../src/shared/dates';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shoot, toast } from './support/ui';
import type { Person, World } from './support/world';
import { createDocket } from './support/world-dockets';

/**
 * Docket capture (spec 001 §2.1–§2.3): a worker records days on a phone from the quick-add sheet
 * and the docket form; admin reads a worker's week; office may not record. Each journey's worker
 * is new (support/world.ts): its days start empty, and its week's total is its own.
 */
const TOWNHOUSES = 'Marrickville Townhouses – Slab & Footings';
const STORMWATER = 'Parramatta Road Stormwater Upgrade';

const today = todayIn('Australia/Sydney');
const monday = mondayOf(today);
const saturday = addDays(monday, 5);
const sunday = addDays(monday, 6);
const nextWeek = (day: number) => addDays(monday, 7 + day);

type Session = Person;
type Docket = {
  id: number;
  status: string;
  date: string;
  totalHours: string;
  requireApproval: boolean;
  invoiced: boolean;
};

/** Keeps `person`'s token for every page load. */
async function signIn(page: Page, person: Person): Promise<Session> {
  await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(person.token)})`);
  return person;
}

const auth = (session: Session) => ({ headers: { Authorization: `Bearer ${session.token}` } });

async function apiGet<T>(request: APIRequestContext, session: Session, path: string): Promise<T> {
  const reply = await request.get(path, auth(session));
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as T;
}

/** The week's total as the week view must show it: every docket but void ones, one decimal. */
async function expectedWeekTotal(request: APIRequestContext, session: Session, workerId: number) {
  const dockets = await apiGet<Docket[]>(
    request,
    session,
    `/api/users/${workerId}/timesheets?startDate=${monday}&endDate=${sunday}`,
  );
  const units = dockets
    .filter((d) => d.status !== 'void')
    .reduce((sum, d) => sum + hundredths(d.totalHours) * 60n, 0n);
  return new Figures(units).hoursShort;
}

/** A draft on the townhouses project: Concrete Finisher 07:00–15:30 with 30 minutes break (8.0 h). */
const townhousesDraft = (world: World, date: string) => createDocket(world, { project: 'townhouses', date });

const entry = (page: Page, id: number) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `View docket #${id}` }) });
const daySummary = (page: Page) => page.getByLabel('Day summary').locator('dd');

/** Picks an option of a select (Radix) by the select's label. */
async function pick(page: Page, scope: Page | Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('docket capture (spec 001 §2.1–§2.3)', () => {
  test('a standard day from the quick-add sheet counts in the day and week totals', async ({
    page,
    world,
  }) => {
    const worker = await signIn(page, world.worker);
    // A day already recorded this week, so the total adds up rather than starts.
    await createDocket(world, { project: 'townhouses', date: monday, status: 'approved' });
    const before = await expectedWeekTotal(page.request, worker, worker.id);

    await page.goto(`/entries/${saturday}`);
    await expect(daySummary(page)).toHaveText(['0', '0.0']);
    await page.getByRole('button', { name: 'Add Time Entry' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add Time Entry' });
    await expect(sheet.getByRole('button', { name: 'Complete Entry' })).toBeDisabled();
    await pick(page, sheet, 'Project', TOWNHOUSES);
    await pick(page, sheet, 'Billing item', /^Concrete Finisher/);
    // The project's default times (07:00–15:30) over 08:00–17:00, with the 30-minute break.
    await expect(sheet.getByLabel('Start time')).toHaveValue('07:00');
    await expect(sheet.getByLabel('End time')).toHaveValue('15:30');
    await expect(sheet.getByRole('slider', { name: 'Break minutes' })).toHaveAttribute('aria-valuenow', '30');
    await expect(sheet.getByText('Total hours')).toBeVisible();
    await expect(sheet).toContainText('8.0');
    await expectNoSeriousA11yViolations(page);
    await sheet.getByRole('button', { name: 'Complete Entry' }).click();

    await expect(toast(page, 'Entry completed')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(daySummary(page)).toHaveText(['1', '8.0']);
    const card = page
      .getByRole('list', { name: /^Entries on/ })
      .getByRole('listitem')
      .first();
    await expect(card).toContainText('07:00 – 15:30');
    await expect(card).toContainText('30 min break');
    await expect(card).toContainText('Complete');
    await expect(card).toContainText(TOWNHOUSES);
    await expect(card).toContainText('Concrete Finisher');

    await page.getByRole('link', { name: 'Back to Entries' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Week of /);
    const saturdayCard = page.getByRole('region', { name: new RegExp(`^Saturday`) });
    await expect(saturdayCard).toContainText('8.0 h');
    await expect(saturdayCard).toContainText('Complete');
    const after = await expectedWeekTotal(page.request, worker, worker.id);
    expect(Number(after) - Number(before)).toBeCloseTo(8, 5);
    await expect(page.getByRole('region', { name: /^Week total/ })).toContainText(`${after}hours`);
    await expectNoSeriousA11yViolations(page);
  });

  test('a day on a project that needs approval is saved as a draft and opens its preview', async ({
    page,
    world,
  }) => {
    const worker = await signIn(page, world.worker);
    await page.goto(`/entries/${sunday}`);
    await page.getByRole('button', { name: 'Add Time Entry' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add Time Entry' });
    await pick(page, sheet, 'Project', STORMWATER);
    await pick(page, sheet, 'Billing item', /^Labourer/);
    await expect(sheet.getByLabel('Start time')).toHaveValue('06:30');
    await sheet.getByRole('button', { name: 'Complete Entry' }).click();

    await expect(toast(page, 'Draft saved')).toBeVisible();
    await expect(page).toHaveURL(/\/timesheets\/\d+\/preview$/);
    const id = Number(/timesheets\/(\d+)\/preview/.exec(page.url())![1]);
    const docket = await apiGet<Docket>(page.request, worker, `/api/timesheets/${id}`);
    expect(docket).toMatchObject({ status: 'draft', date: sunday, totalHours: '8.50' });
    expect(await page.evaluate<string | null>("sessionStorage.getItem('docketReturnTo')")).toBe(
      `/entries/${sunday}`,
    );
  });

  test('non-billable time with a break', async ({ page, world }) => {
    await signIn(page, world.worker);
    await page.goto(`/entries/${nextWeek(0)}`);
    await page.getByRole('button', { name: 'Add Time Entry' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add Time Entry' });
    await sheet.getByText('Non-billable', { exact: true }).click();
    await expect(sheet.getByRole('slider', { name: 'Break minutes' })).toHaveAttribute('aria-valuenow', '0');
    await expect(sheet.getByRole('button', { name: 'Complete Entry' })).toBeDisabled();
    await sheet.getByLabel('Activity description').fill('Toolbox talk and first-aid refresher');
    await sheet.getByLabel('Start time').selectOption('07:00');
    await sheet.getByLabel('End time').selectOption('15:30');
    const slider = sheet.getByRole('slider', { name: 'Break minutes' });
    await slider.focus();
    for (let i = 0; i < 3; i++) await slider.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '45');
    // 8 h 30 min − 45 min = 7.75 h, shown with one decimal.
    await expect(sheet).toContainText('7.8');
    await sheet.getByRole('button', { name: 'Complete Entry' }).click();

    await expect(toast(page, 'Entry completed')).toBeVisible();
    await expect(daySummary(page)).toHaveText(['1', '7.8']);
    const card = page
      .getByRole('list', { name: /^Entries on/ })
      .getByRole('listitem')
      .first();
    await expect(card).toContainText('Toolbox talk and first-aid refresher');
    await expect(card).toContainText('45 min break');
    await expect(card).toContainText('7.8 h');
    await expect(card).toContainText('Complete');
  });

  test('Back on a half-filled sheet or docket form asks before discarding (issue 29)', async ({
    page,
    world,
  }) => {
    await signIn(page, world.worker);
    const day = nextWeek(1);
    const openDay = async () => {
      await page.getByRole('link', { name: /^Add entry on Tue/ }).click();
      await expect(page).toHaveURL(`/entries/${day}`);
    };
    await page.goto(`/entries?week=${nextWeek(0)}`);
    await openDay();
    await page.getByRole('button', { name: 'Add Time Entry' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add Time Entry' });
    await sheet.getByText('Non-billable', { exact: true }).click();
    await sheet.getByLabel('Activity description').fill('Site induction');
    await page.goBack();
    const question = page.getByRole('alertdialog', { name: 'Discard this entry?' });
    await expect(question).toBeVisible();
    await shoot(page, 'discard-quick-add', question);
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(`/entries/${day}`);
    await expect(sheet.getByLabel('Activity description')).toHaveValue('Site induction');
    await page.goBack();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(page).not.toHaveURL(`/entries/${day}`);

    // The full form: nothing typed leaves at once; something typed asks, on Back and on Cancel.
    await openDay();
    await page.getByRole('button', { name: 'Add Time Entry' }).click();
    await sheet.getByRole('link', { name: /Use the full docket form/ }).click();
    await expect(page.getByRole('heading', { name: 'New Timesheet' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/entries/${day}`);
    await page.goForward();
    await page.getByText('Non-Billable Activity', { exact: true }).click();
    await page.getByLabel('Activity description').fill('Toolbox talk');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard this docket?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Activity description')).toHaveValue('Toolbox talk');
    await page.goBack();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(`/entries/${day}`);
    const path = `/api/users/${world.worker.id}/timesheets?startDate=${day}&endDate=${day}`;
    expect(await apiGet<Docket[]>(page.request, world.worker, path)).toHaveLength(0);
  });

  test('the docket form records several work items and checks the spec rules', async ({ page, world }) => {
    await signIn(page, world.worker);
    const date = nextWeek(1);
    await page.goto(`/timesheets/create?date=${date}`);
    await expect(page.getByRole('heading', { name: 'New Timesheet' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Docket' }).click();
    await expect(page.getByText('Project is required')).toBeVisible();

    await pick(page, page, 'Project', TOWNHOUSES);
    await expect(page.getByLabel('Start time')).toHaveValue('07:00');
    await pick(page, page, 'Rate item', /^Concrete Finisher/);
    await page.getByRole('button', { name: 'Add Work Item' }).click();
    const second = page.getByRole('listitem').filter({ hasText: 'Work item 2' });
    await pick(page, second, 'Rate item', /^Concrete Pump/);
    await second.getByText('Quantity', { exact: true }).click();
    await second.getByRole('textbox', { name: /^Quantity/ }).fill('2.5');
    // Hours worked: the finisher's 8.0 h; the pump's 2.5 hr is billed, not worked (DECISIONS).
    await expect(page.getByText('Total hours').locator('..')).toContainText('8.0');
    await expectNoSeriousA11yViolations(page);
    // Issue 29: notes over the limit are counted and refused at the field, not silently.
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await notes.fill('n'.repeat(5001));
    await expect(page.getByText('5,001 / 5,000')).toBeVisible();
    await page.getByRole('button', { name: 'Save Docket' }).click();
    await expect(page.getByText('Notes can be at most 5,000 characters')).toBeVisible();
    await notes.fill('Pour booked');
    await page.getByRole('button', { name: 'Save Docket' }).click();

    await expect(toast(page, 'Entry completed')).toBeVisible();
    await expect(page).toHaveURL(`/entries/${date}`);
    await expect(daySummary(page)).toHaveText(['1', '8.0']);
    await expect(page.getByRole('list', { name: 'Work items' })).toContainText('Concrete Pump');
  });

  test('a worker edits a docket and the day total follows', async ({ page, world }) => {
    await signIn(page, world.worker);
    const date = nextWeek(2);
    const draft = await townhousesDraft(world, date);
    await page.goto(`/entries/${date}`);
    await expect(daySummary(page)).toHaveText(['1', '8.0']);
    await page.getByRole('link', { name: `Edit docket #${draft.id}` }).click();

    await expect(page.getByRole('heading', { name: 'Edit Timesheet' })).toBeVisible();
    await expect(page.getByLabel('End time')).toHaveValue('15:30');
    await page.getByLabel('End time').selectOption('17:00');
    await expect(page.getByText('Total hours').locator('..')).toContainText('9.5');
    await page.getByRole('button', { name: 'Save Docket' }).click();
    await expect(page).toHaveURL(`/timesheets/${draft.id}/preview`);

    await page.goto(`/entries/${date}`);
    await expect(daySummary(page)).toHaveText(['1', '9.5']);
    await expect(entry(page, draft.id)).toContainText('07:00 – 17:00');
  });

  test('Edit on a preview opened from the day page opens the entry there, once (spec 001 §2.2)', async ({
    page,
    world,
  }) => {
    await signIn(page, world.worker);
    const date = nextWeek(4);
    const draft = await townhousesDraft(world, date);
    const stored = () => page.evaluate<string | null>("sessionStorage.getItem('editEntryId')");
    const form = page.getByRole('heading', { name: 'Edit Timesheet' });

    await page.goto(`/entries/${date}`);
    await page.getByRole('link', { name: `View docket #${draft.id}` }).click();
    await expect(page).toHaveURL(`/timesheets/${draft.id}/preview`);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(`/timesheets/${draft.id}/edit`);
    await expect(page.getByText(`Docket #${draft.id} · Project Work`)).toBeVisible();
    expect(await stored()).toBeNull();

    // Cancel goes back to the day page, which does not open the entry again, nor after a reload.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/entries/${date}`);
    await expect(entry(page, draft.id)).toBeVisible();
    await page.reload();
    await expect(daySummary(page)).toHaveText(['1', '8.0']);
    // Nothing is left to open it again (the network never idles: the live stream stays open).
    expect(await stored()).toBeNull();
    await expect(page).toHaveURL(`/entries/${date}`);
    await expect(form).toHaveCount(0);

    // Save comes back to the day page too, with the change in its total.
    await page.getByRole('link', { name: `View docket #${draft.id}` }).click();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(form).toBeVisible();
    await page.getByLabel('End time').selectOption('17:00');
    await page.getByRole('button', { name: 'Save Docket' }).click();
    await expect(page).toHaveURL(`/entries/${date}`);
    await expect(daySummary(page)).toHaveText(['1', '9.5']);
    await expect(form).toHaveCount(0);

    // A value naming an entry of another day is cleared and ignored.
    await page.evaluate("sessionStorage.setItem('editEntryId', '1')");
    await page.reload();
    await expect(daySummary(page)).toHaveText(['1', '9.5']);
    await expect.poll(stored).toBeNull();
    await expect(page).toHaveURL(`/entries/${date}`);
  });

  test('a draft can be deleted; an approved docket has no delete button', async ({ page, world }) => {
    const worker = await signIn(page, world.worker);
    await createDocket(world, { project: 'townhouses', date: addDays(monday, -7), status: 'approved' });
    const date = nextWeek(3);
    const draft = await townhousesDraft(world, date);
    await page.goto(`/entries/${date}`);
    await page.getByRole('button', { name: `Delete docket #${draft.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
    await dialog.getByRole('button', { name: 'Delete Entry' }).click();
    await expect(toast(page, 'Entry deleted')).toBeVisible();
    await expect(entry(page, draft.id)).toHaveCount(0);
    await expect(daySummary(page)).toHaveText(['0', '0.0']);

    const recent = await apiGet<Docket[]>(
      page.request,
      worker,
      `/api/users/${worker.id}/timesheets?startDate=${addDays(monday, -21)}&endDate=${today}`,
    );
    const approved = recent.find((d) => d.status === 'approved' && !d.requireApproval && !d.invoiced)!;
    await page.goto(`/entries/${approved.date}`);
    await expect(entry(page, approved.id)).toContainText('Complete');
    await expect(page.getByRole('button', { name: `Delete docket #${approved.id}` })).toHaveCount(0);
  });

  test("admin reads a worker's week through Worker Selection", async ({ page, world }) => {
    const admin = await signIn(page, world.admin);
    await createDocket(world, { project: 'townhouses', date: monday, status: 'approved' });
    const people = await apiGet<{ id: number; username: string }[]>(
      page.request,
      admin,
      `/api/companies/${world.company.id}/users`,
    );
    const jake = people.find((p) => p.username === world.worker.username)!;
    await page.goto('/entries');
    await pick(page, page, 'Worker Selection', 'Jake Thompson');
    await expect(page).toHaveURL(new RegExp(`worker=${jake.id}`));
    await expect(page.getByText("Viewing Jake Thompson's dockets (read-only)")).toBeVisible();
    const total = await expectedWeekTotal(page.request, admin, jake.id);
    await expect(page.getByRole('region', { name: /^Week total · Jake Thompson/ })).toContainText(
      `${total}hours`,
    );
    await expect(page.getByRole('link', { name: /^View docket #/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Add entry on/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(`^Monday`) })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('office staff see Access Denied on the docket form', async ({ page, world }) => {
    await signIn(page, world.office);
    await page.goto('/timesheets/create');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Timesheet creation is restricted for office staff.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('docket capture on a desktop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the week, the day with its sheet and the form pass axe', async ({ page, world }) => {
    await signIn(page, world.worker);
    await page.goto('/entries');
    await expect(page.getByRole('region', { name: /^Week total/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/entries/${monday}`);
    await page.getByRole('button', { name: 'Add Time Entry' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Time Entry' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/timesheets/create?date=${monday}`);
    await page.getByText('Non-Billable Activity', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Save Docket' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });
});
