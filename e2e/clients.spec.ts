import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { toast } from './support/ui';
import { login, unique } from './support/auth';

/**
 * A toast by its title. While a modal dialog is open Radix marks the rest of the page aria-hidden
 * (the toast's own announcement still reaches screen readers), so the region is looked up with
 * includeHidden.
 */

const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('clients screen (spec 002 §2, §5, §6, §8)', () => {
  test('an admin adds a client with a contact, edits both, and deletes them', async ({ page, world }) => {
    test.setTimeout(120_000);
    const name = unique('Penrith Civil Works ');
    await login(page, world.admin.username, world.admin.password);
    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    await expect(card(page, 'Cumberland City Council')).toContainText('2 contacts');

    // Add Client: company name required, e-mail checked, the rest optional (002 §5).
    await page.getByRole('button', { name: 'Add Client' }).click();
    const form = page.getByRole('dialog', { name: 'Add Client' });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expect(form.getByText('Company name is required')).toBeVisible();
    await expect(form.getByText('Valid email is required')).toBeVisible();
    await form.getByLabel('Company Name').fill(name);
    await form.getByLabel('Contact Person').fill('Hannah Ward');
    await form.getByLabel('Email').fill('accounts@penrithcivil.example.com.au');
    await form.getByLabel('Phone').fill('02 4732 1100');
    await form.getByLabel('Address').fill('8 Station Street, Penrith NSW 2750');
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expect(toast(page, 'Client added')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(card(page, name)).toContainText('0 contacts · 0 projects');
    await expect(card(page, name)).toContainText('Hannah Ward');

    // The profile: no contacts yet; add one (name required).
    await card(page, name).getByRole('button', { name: /^View/ }).click();
    const profile = page.getByRole('dialog', { name });
    await expect(profile.getByText('No contacts yet.')).toBeVisible();
    await profile.getByRole('button', { name: 'Add Contact' }).click();
    const contactForm = page.getByRole('dialog', { name: 'Add Contact' });
    await contactForm.getByRole('button', { name: 'Add Contact' }).click();
    await expect(contactForm.getByText('Name is required')).toBeVisible();
    await contactForm.getByLabel('Name').fill('Hannah Ward');
    await contactForm.getByLabel('Title').fill('Site Manager');
    await contactForm.getByLabel('Phone').fill('0412 555 301');
    await contactForm.getByRole('switch', { name: 'Site foreman' }).click();
    await contactForm.getByRole('button', { name: 'Add Contact' }).click();
    await expect(toast(page, 'Contact added')).toBeVisible();
    await expect(contactForm).toHaveCount(0);
    await expect(profile.getByText('Site Manager').filter({ visible: true })).toBeVisible();
    await expect(profile.getByText('Foreman', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(profile.getByRole('link', { name: '0412 555 301' })).toHaveAttribute(
      'href',
      'tel:0412555301',
    );

    // Edit the contact (admin only).
    await profile.getByRole('button', { name: 'Edit Hannah Ward' }).click();
    const editContact = page.getByRole('dialog', { name: 'Edit Contact' });
    await expect(editContact.getByLabel('Name')).toHaveValue('Hannah Ward');
    await editContact.getByLabel('Title').fill('Project Manager');
    await editContact.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Contact updated')).toBeVisible();
    await expect(profile.getByText('Project Manager').filter({ visible: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await profile.getByRole('button', { name: 'Close' }).click();
    await expect(card(page, name)).toContainText('1 contact · 0 projects');

    // Edit the client.
    await card(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(edit.getByLabel('Company Name')).toHaveValue(name);
    await edit.getByLabel('Phone').fill('02 4732 1199');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Client updated')).toBeVisible();
    await expect(card(page, name)).toContainText('02 4732 1199');

    // Delete the contact, then the client, each after a confirmation.
    await card(page, name).getByRole('button', { name: /^View/ }).click();
    await profile.getByRole('button', { name: 'Delete Hannah Ward' }).click();
    const confirmContact = page.getByRole('alertdialog', { name: 'Delete contact?' });
    await confirmContact.getByRole('button', { name: 'Delete Contact' }).click();
    await expect(toast(page, 'Contact deleted')).toBeVisible();
    await expect(profile.getByText('No contacts yet.')).toBeVisible();
    await profile.getByRole('button', { name: 'Close' }).click();
    await card(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete client?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(page, name)).toBeVisible();
    await card(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete Client' }).click();
    await expect(toast(page, 'Client deleted')).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
  });

  test('office adds contacts and edits clients, but contact edit and delete are admin-only', async ({
    page,
    world,
  }) => {
    test.setTimeout(60_000);
    await login(page, world.office.username, world.office.password);
    await page.goto('/clients');
    const council = card(page, 'Cumberland City Council');
    await expect(council.getByRole('button', { name: 'Edit Cumberland City Council' })).toBeVisible();
    await expect(council.getByRole('button', { name: 'Delete Cumberland City Council' })).toBeVisible();
    await council.getByRole('button', { name: /^View/ }).click();
    const profile = page.getByRole('dialog', { name: 'Cumberland City Council' });
    await expect(profile.getByText('Raj Patel').filter({ visible: true })).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Add Contact' })).toBeVisible();
    await expect(profile.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(profile.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });

  test('a foreman reads the client list without any changes offered', async ({ page, world }) => {
    test.setTimeout(60_000);
    await login(page, world.foreman.username, world.foreman.password);
    await page.goto('/clients');
    await expect(card(page, 'Aria Developments')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Client' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await card(page, 'Aria Developments').getByRole('button', { name: /^View/ }).click();
    const profile = page.getByRole('dialog', { name: 'Aria Developments' });
    await expect(profile.getByText('Chris Doyle').first()).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Add Contact' })).toHaveCount(0);
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`the clients screen and profile pass axe at ${size.width}×${size.height}`, async ({
      page,
      world,
    }, testInfo) => {
      test.setTimeout(60_000);
      await page.setViewportSize(size);
      await login(page, world.admin.username, world.admin.password);
      await page.goto('/clients');
      await expect(card(page, 'Cumberland City Council')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`clients-${size.width}.png`) });

      await card(page, 'Cumberland City Council').getByRole('button', { name: /^View/ }).click();
      const profile = page.getByRole('dialog', { name: 'Cumberland City Council' });
      // Contacts: cards on a phone, a table on a wider screen (002 §2).
      if (size.width < 640) await expect(profile.getByRole('table')).toBeHidden();
      else await expect(profile.getByRole('table')).toBeVisible();
      await expect(profile.getByText('Raj Patel').filter({ visible: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`client-profile-${size.width}.png`) });
    });
  }
});
