import { expect, test } from './support/fixtures';

test.describe('the API reference', () => {
  test('/api/docs lists every area of the API and says who may call each route', async ({ page }) => {
    const description = await (await page.request.get('/api/openapi.json')).json();
    const tags = new Set<string>();
    for (const methods of Object.values(description.paths) as Record<string, { tags: string[] }>[]) {
      for (const operation of Object.values(methods)) tags.add(operation.tags[0]!);
    }
    expect(tags.size).toBeGreaterThan(10);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/api/docs');
    await expect(page).toHaveURL(/\/api\/docs\/(#.*)?$/);
    await expect(page.getByRole('heading', { name: 'SiteDockets API', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    for (const tag of tags) await expect(page.getByText(tag, { exact: true }).first()).toBeAttached();

    await page.getByText('Clients', { exact: true }).first().click();
    await page.getByText("The company's clients with their contact and project counts").first().click();
    await expect(
      page.getByText(/Permission clients\.read: Admin, Office, Foreman, Worker/).first(),
    ).toBeVisible();
  });
});
