import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { createPerson, tokenOf, unique, type Person } from '../support/api';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { gradientPng } from '../support/files';
import { open, shows, signedInPage, toast } from '../support/pages';
import { useTabs } from '../support/tabs';

/** The sidebar foot and the My Skills header (docs/product/roles-and-access.md#menus, docs/product/people-and-clients.md#skills, docs/product/http-contract.md#validation Profile picture; docs/product/people-and-clients.md#signed-links, #profile-pictures). */
const tabs = useTabs();
let adminToken: string;
beforeAll(async () => {
  adminToken = await tokenOf(ACCOUNTS.admin);
});

const SLOW = { timeout: 60_000 };

async function freshPerson(roleId: 1 | 2): Promise<Person> {
  return createPerson(adminToken, { role_id: roleId, name: `Profile ${unique()}` });
}

describe('profile', SLOW, () => {
  it('changes the name in the sidebar foot with the Edit/Save toggle', async (test) => {
    const person = await freshPerson(2);
    const page = await signedInPage(test, tabs, person);
    await open(page, '/', 'Dashboard');
    const newName = `Renamed ${unique()}`;

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(newName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Profile updated successfully');
    await shows(page.getByText(newName, { exact: true }));
    await page.reload();
    await shows(page.getByText(newName, { exact: true }));
  });

  it('sets a picture, then a focal point that the picture uses as object-position', async (test) => {
    const person = await freshPerson(1);
    const page = await signedInPage(test, tabs, person);
    await open(page, '/skills/edit', 'My Skills');

    const header = page.locator('main');
    await header.getByRole('button', { name: 'Edit', exact: true }).click();
    await header.getByLabel('Profile picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: gradientPng(),
    });
    await header.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Profile updated successfully');
    const pictures = page.getByRole('img', { name: `Picture of ${person.name}` });
    await shows(pictures.first());
    await test.expect.poll(() => pictures.count()).toBe(2);
    expect(await pictures.first().getAttribute('src')).toMatch(
      new RegExp(`^/api/users/${person.id}/picture\\?v=\\d+&expires=\\d+&signature=`),
    );
    await test.expect.poll(() => pictures.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(96);
    await expectAccessible(page);
    await screenshot(page, 'profile-my-skills-1280');

    await page.getByRole('button', { name: /Choose the focal point of your picture/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Focal Point' });
    await shows(dialog);
    const area = dialog.getByRole('slider', { name: 'Focal point' });
    const box = (await area.boundingBox())!;
    await area.click({ position: { x: box.width * 0.2, y: box.height * 0.8 } });
    await shows(dialog.getByText(/: 20% 80%$/));
    await expectAccessible(page);
    await screenshot(page, 'profile-focal-point-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Focal point saved');
    await test.expect
      .poll(() => pictures.first().evaluate((img) => getComputedStyle(img).objectPosition))
      .toBe('20% 80%');

    // The picture column of the employees table (docs/product/people-and-clients.md#users-screen) shows it too.
    await open(page, '/users', 'Users');
    await page.getByRole('searchbox', { name: 'Search people' }).fill(person.email);
    const row = page.getByRole('row').filter({ hasText: person.email });
    const inTable = row.getByRole('img', { name: `Picture of ${person.name}` });
    await shows(inTable);
    await test.expect.poll(() => inTable.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(96);
    expect(await inTable.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('20% 80%');
  });

  it('opens and cancels the focal point dialog with the keyboard', async (test) => {
    const person = await freshPerson(2);
    const page = await signedInPage(test, tabs, person);
    await open(page, '/', 'Dashboard');

    await page.getByRole('button', { name: /Choose the focal point of your picture/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select Focal Point' });
    await shows(dialog);
    await shows(dialog.getByText('Add a picture first (Edit, then choose a picture).'));
    await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
  });

  it('edits the name from the menu drawer on a phone', async (test) => {
    const person = await freshPerson(2);
    const page = await signedInPage(test, tabs, person, PHONE);
    await open(page, '/', 'Dashboard');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await shows(page.getByRole('textbox', { name: 'Name' }));
    await expectAccessible(page);
    await screenshot(page, 'profile-sidebar-edit-390');
  });
});
