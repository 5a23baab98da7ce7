import exifr from 'exifr';
import type { Page, Request } from '@playwright/test';
import { addDays, todayIn } from '../src/shared/dates';
import { photo } from '../tests/support/images';
import { expect, test } from './support/fixtures';
import { otherPhone } from './support/other-phone';
import {
  deliveryDocketPdf,
  download,
  pdfImageCount,
  phonePhotoOfSize,
  type PickedFile,
} from './support/photos';
import { drawSignature } from './support/signature';
import { shoot, toast } from './support/ui';
import { approveSigned, createDocket, sendForApproval, type WorldDocket } from './support/world-dockets';
import { signInAs, type World } from './support/world';
import { storedReads } from './support/stored-reads';

/**
 * Site evidence (issue 28): photos and a PDF taken offline on a new docket wait on the phone
 * (IndexedDB) across a reload, go up after their docket when the signal returns, and a cut upload
 * resumes where the server stopped; the foreman sees them before signing; the server's copy has no
 * GPS and the docket's PDF has a photos page. A 12-megapixel photo is shrunk on the phone first.
 */
const STORMWATER = 'Parramatta Road Stormwater Upgrade';
const date = addDays(todayIn('Australia/Sydney'), -1);

const syncState = (page: Page) => page.getByTestId('sync-state').getByRole('status');
const tiles = (page: Page) => page.getByTestId('attachment-gallery').getByTestId('attachment-tile');

/** One step of a tus upload as the phone sent it. */
type UploadStep = { method: string; url: string; offset: number | null; length: number | null };

const header = (request: Request, name: string) => {
  const value = request.headers()[name];
  return value === undefined ? null : Number(value);
};

/**
 * Records every request to /api/uploads and cuts the connection once: the first PATCH that carries
 * an offset past zero (an upload half way, after its first 256 KB chunk) never reaches the server.
 */
async function cutOneUploadHalfWay(page: Page) {
  const steps: UploadStep[] = [];
  const cut: { step: UploadStep | null } = { step: null };
  await page.route('**/api/uploads**', async (route) => {
    const request = route.request();
    const step = {
      method: request.method(),
      url: request.url(),
      offset: header(request, 'upload-offset'),
      length: header(request, 'upload-length'),
    };
    steps.push(step);
    if (!cut.step && step.method === 'PATCH' && (step.offset ?? 0) > 0) {
      cut.step = step;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  return { steps, cut };
}

async function pick(page: Page, label: string, option: string | RegExp) {
  const sheet = page.getByRole('dialog', { name: 'Add Time Entry' });
  await sheet.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

type Attachment = { id: number; fileName: string; contentType: string };

const attachmentsOf = (world: World, docketId: number) =>
  world.api.call<Attachment[]>('GET', `/api/dockets/${docketId}/attachments`, { token: world.worker.token });

/** The foreman opens the docket with the project code, sees its photos above the pad, and signs. */
async function foremanSigns(page: Page, world: World) {
  await page.goto('/foreman-dashboard');
  await page.getByLabel('Project code').fill(world.projects.stormwater.code);
  await page.getByRole('button', { name: 'Access Project' }).click();
  await page.getByRole('button', { name: /^Review Pending Dockets \(\d+\)$/ }).click();
  await page
    .getByRole('link', { name: /^Review & Approve/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Approve Docket' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Photos and files' })).toBeVisible();
  await expect(tiles(page)).toHaveCount(3);
  await expect(tiles(page).and(page.locator('[data-state="sent"]'))).toHaveCount(3);
  // Read-only for a foreman: nothing to add.
  await expect(page.getByTestId('attach-take-photo')).toHaveCount(0);
  const pad = page.getByRole('img', { name: /Foreman signature/ });
  const gallery = (await page.getByTestId('attachment-gallery').boundingBox())!;
  expect(gallery.y + gallery.height).toBeLessThan((await pad.boundingBox())!.y);
  await shoot(page, 'site-photos-foreman-approve', page.getByTestId('attachment-gallery'));
  await drawSignature(page, /Foreman signature/);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible();
}

test('photos and a PDF taken offline on a new docket go up after it, resume after a cut, and reach the foreman and the PDF without GPS', async ({
  page,
  world,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const files: PickedFile[] = [
    // Over 256 KB once shrunk: it goes up in several chunks, and is the one cut half way.
    {
      name: 'pit-5.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhotoOfSize(2400, 1800, '2026:11:20 09:14:00'),
    },
    {
      name: 'kerb.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhotoOfSize(800, 600, '2026:11:20 11:02:00'),
    },
    { name: 'delivery.pdf', mimeType: 'application/pdf', buffer: await deliveryDocketPdf() },
  ];
  await signInAs(page, world.worker);

  // Online once: the service worker installs and the day is kept on the phone.
  await page.goto(`/entries/${date}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => storedReads(page), { timeout: 15_000 }).toContain(`{"date":"${date}"}`);

  // Offline: a new docket with two photos and a PDF, saved on the phone.
  const context = page.context();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add Time Entry' }).click();
  await pick(page, 'Project', STORMWATER);
  await pick(page, 'Billing item', /^Labourer/);
  await page.getByTestId('attach-take-photo').setInputFiles(files[0]!);
  await page.getByTestId('attach-take-photo').setInputFiles(files[1]!);
  await page.getByTestId('attach-add-file').setInputFiles(files[2]!);
  await expect(tiles(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, 'Saved on this phone')).toBeVisible();
  await expect(syncState(page)).toContainText('1 docket waiting to send · 2 photos and 1 file waiting');

  // Its preview is the phone's copy; a reload, still offline, finds the files in IndexedDB.
  await page.getByRole('link', { name: /^View docket #-\d+$/ }).click();
  await expect(page).toHaveURL(/\/timesheets\/-\d+\/preview$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Photos and files' })).toBeVisible();
  await expect(tiles(page)).toHaveCount(3);
  await expect(tiles(page).and(page.locator('[data-state="waiting"]'))).toHaveCount(3);
  await expect(page.getByText('Waiting to send', { exact: true })).toHaveCount(3);
  await expect(syncState(page)).toContainText('2 photos and 1 file waiting');
  await shoot(page, 'site-photos-waiting-offline', page.getByTestId('attachment-gallery'));

  // The signal returns: the docket is sent first, then its files; one upload is cut half way.
  const order: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/timesheets')
      order.push('docket');
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/uploads')
      order.push('upload');
  });
  const { steps, cut } = await cutOneUploadHalfWay(page);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/timesheets\/\d+\/preview$/, { timeout: 30_000 });
  await expect(syncState(page)).toHaveText('All sent', { timeout: 45_000 });
  const docketId = Number(/\/timesheets\/(\d+)\//.exec(page.url())![1]);
  expect(order[0]).toBe('docket');
  expect(order.filter((o) => o === 'upload')).toHaveLength(3);

  // The cut upload carried on from the server's offset: no second creation, no PATCH from zero.
  expect(cut.step).not.toBeNull();
  const posts = steps.filter((s) => s.method === 'POST');
  expect(posts).toHaveLength(3);
  // It asked the server how far it had got (HEAD) and went on from there.
  const after = steps.slice(steps.indexOf(cut.step!) + 1).filter((s) => s.url === cut.step!.url);
  expect(after[0]?.method).toBe('HEAD');
  expect(after[1]).toMatchObject({ method: 'PATCH', offset: cut.step!.offset });
  expect(steps.filter((s) => s.url === cut.step!.url && s.method === 'PATCH' && s.offset === 0)).toHaveLength(
    1,
  );

  const docket = await world.api.call<WorldDocket>('GET', `/api/timesheets/${docketId}`, {
    token: world.worker.token,
  });
  expect(docket).toMatchObject({ status: 'draft', date });
  const stored = await attachmentsOf(world, docketId);
  expect(stored.map((a) => a.fileName).sort()).toEqual(['delivery.pdf', 'kerb.jpg', 'pit-5.jpg']);

  await expect(tiles(page).and(page.locator('[data-state="sent"]'))).toHaveCount(3);
  await shoot(page, 'site-photos-gallery', page.getByTestId('attachment-gallery'));
  await page.getByRole('button', { name: 'Open pit-5.jpg' }).click();
  const viewer = page.getByTestId('attachment-viewer');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('heading', { name: /pit-5\.jpg$/ })).toBeVisible();
  await expect(viewer.getByRole('img')).toBeVisible();
  await shoot(page, 'site-photos-viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // A foreman with the project code sees the photos before signing.
  await sendForApproval(world, docketId);
  const foreman = await otherPhone(browser, baseURL);
  await foremanSigns(foreman.page, world);
  await foreman.context.close();

  // The server's originals keep no place and no phone: no GPS, no Make.
  for (const attachment of stored.filter((a) => a.contentType.startsWith('image/'))) {
    const original = await download(
      page,
      world.worker,
      `/api/dockets/${docketId}/attachments/${attachment.id}/original`,
    );
    expect(await exifr.gps(original)).toBeUndefined();
    expect((await exifr.parse(original, ['Make']))?.Make).toBeUndefined();
  }

  // The signed docket's PDF holds the two photos besides what a signed docket without photos holds.
  const plain = await createDocket(world, { project: 'stormwater', date: addDays(date, -1) });
  await sendForApproval(world, plain.id);
  await approveSigned(world, plain.id);
  const baseline = await pdfImageCount(await download(page, world.worker, `/api/timesheets/${plain.id}/pdf`));
  const withPhotos = await pdfImageCount(
    await download(page, world.worker, `/api/timesheets/${docketId}/pdf`),
  );
  expect(withPhotos).toBeGreaterThanOrEqual(baseline + 2);
});

test('a 12-megapixel photo is shrunk on the phone to at most 700 KB before it is sent', async ({
  page,
  world,
}) => {
  const docket = await createDocket(world, { project: 'townhouses', date });
  const lengths: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/uploads') {
      lengths.push(header(request, 'upload-length') ?? Infinity);
    }
  });
  const taken = await photo(4000, 3000);
  await signInAs(page, world.worker);
  await page.goto(`/timesheets/${docket.id}/preview`);
  await page
    .getByTestId('attach-take-photo')
    .setInputFiles({ name: 'slab.jpg', mimeType: 'image/jpeg', buffer: taken });
  await expect(tiles(page).and(page.locator('[data-state="sent"]'))).toHaveCount(1, { timeout: 30_000 });
  expect(lengths).toHaveLength(1);
  console.log(`12-megapixel photo: ${taken.length} bytes taken, ${lengths[0]} bytes sent`);
  expect(lengths[0]).toBeLessThanOrEqual(700_000);
});

test('an admin keeps where and when photos were taken, and the photo then shows its place', async ({
  page,
  world,
}) => {
  const docket = await createDocket(world, { project: 'townhouses', date });
  await signInAs(page, world.admin);
  await page.goto('/settings?tab=company');
  const card = page.getByTestId('photo-settings');
  await expect(card.getByText(/^Storage used: .+ of 10\.0 GB$/)).toBeVisible();
  const keep = card.getByRole('switch', { name: 'Keep where and when photos were taken' });
  await expect(keep).not.toBeChecked();
  await keep.click();
  await expect(keep).toBeChecked();
  await shoot(page, 'site-photos-settings', card);

  await page.goto(`/timesheets/${docket.id}/preview`);
  await page.getByTestId('attach-take-photo').setInputFiles({
    name: 'kerb.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhotoOfSize(1200, 900, '2026:11:20 07:42:10'),
  });
  await expect(tiles(page).and(page.locator('[data-state="sent"]'))).toHaveCount(1, { timeout: 30_000 });
  // The phone's own tile (at 100 %) goes once the queue hears the upload's reply, which the live
  // update can beat by a moment: then the photo is one tile again.
  const open = page.getByRole('button', { name: 'Open kerb.jpg' });
  await expect(open).toHaveCount(1);
  await open.click();
  // Granville, as the phone recorded it; the time in the company's zone.
  await expect(
    page.getByTestId('attachment-viewer').getByText(/^Taken .+ · -33\.8327, 151\.0115$/),
  ).toBeVisible();
});
