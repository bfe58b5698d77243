import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { unique } from '../support/api';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { gradientPng, minimalPdf } from '../support/files';
import { gone, open, shows, signedInPage, toast } from '../support/pages';
import { Tabs } from '../support/tabs';

/** Documents (docs/product/people-and-clients.md#documents, docs/product/http-contract.md#validation Document upload, docs/product/http-contract.md#screen-messages; docs/product/people-and-clients.md#documents, #signed-links). */
const tabs = new Tabs();
afterAll(() => tabs.close());

const SLOW = { timeout: 60_000 };

describe('documents screen', SLOW, () => {
  it('uploads a PDF, opens it in a new tab as application/pdf, and deletes it', async (test) => {
    const page = await signedInPage(test, tabs, ACCOUNTS.admin);
    await open(page, '/documents', 'Documents');
    await shows(page.getByRole('table', { name: 'Documents' }).getByRole('row').nth(1));
    const title = `E2E Handbook ${unique()}`;

    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'handbook.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('E2E handbook'),
    });
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Uploaded by the browser test');
    await page.getByRole('radio', { name: 'Manual' }).check();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Document uploaded successfully');
    const row = page.getByRole('row').filter({ hasText: title });
    await shows(row);
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('Manual');
    await expectAccessible(page);
    await screenshot(page, 'documents-admin-1280');

    const pdfResponse = page.context().waitForEvent('response', (response) => response.url().includes('/api/files/'));
    const popup = page.waitForEvent('popup');
    await row.getByRole('link', { name: `View ${title} (opens in a new tab)` }).click();
    const response = await pdfResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.url()).toMatch(/expires=\d+&signature=/);
    expect(response.url()).not.toContain('token');
    await (await popup).close();

    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
    await gone(row);
  });

  it('shows the required-field messages, refuses a PNG renamed to .pdf with the server message, and fits a phone', async (test) => {
    const page = await signedInPage(test, tabs, ACCOUNTS.admin);
    await open(page, '/documents', 'Documents');

    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    for (const message of ['File is required', 'Title is required', 'Description is required', 'Type is required'])
      await shows(page.getByText(message, { exact: true }));
    await expectAccessible(page);
    await screenshot(page, 'documents-errors-1280');

    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'photo.pdf',
      mimeType: 'application/pdf',
      buffer: gradientPng(),
    });
    await page.getByLabel('Title').fill(`Not a PDF ${unique()}`);
    await page.getByLabel('Description').fill('A picture in disguise');
    await page.getByRole('radio', { name: 'Legal' }).check();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await shows(page.getByRole('alert').filter({ hasText: 'Only PDF files can be uploaded.' }));
    await test.expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.setViewportSize(PHONE);
    await shows(page.getByRole('table', { name: 'Documents' }).getByRole('row').filter({ hasText: 'Expense policy' }));
    await expectAccessible(page);
    await screenshot(page, 'documents-admin-390');
  });

  it('lets an employee read and view the documents on a phone, without upload or delete', async (test) => {
    const page = await signedInPage(test, tabs, ACCOUNTS.user, PHONE);
    await open(page, '/documents', 'Documents');
    const table = page.getByRole('table', { name: 'Documents' });
    await shows(table.getByRole('row').filter({ hasText: 'Engineering playbook' }));

    expect(await page.getByRole('form', { name: 'Upload document' }).count()).toBe(0);
    expect(await table.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await table.getByRole('columnheader', { includeHidden: false }).allTextContents()).toEqual([
      'Title',
      'Type',
      'File',
    ]);
    await expectAccessible(page);
    await screenshot(page, 'documents-user-390');
  });
});
