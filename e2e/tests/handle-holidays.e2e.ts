import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { unique } from '../support/employees';
import {
  alert,
  call,
  createEmployee,
  disabled,
  gone,
  open,
  shows,
  useSuperAdminTabs,
  type Person,
} from '../support/holiday-admin';
import { tabTo } from '../support/pages';

/**
 * Handle Holidays (docs/product/leave.md#approval, #approval, #withdraw-revoke, #approval-context) and National Holidays (docs/product/leave.md#public-holidays, #public-holidays, #holiday-import).
 * Each test arranges its own people, requests and public holidays through the API as the e2e
 * super administrator, ahead (leave in 2027, in the same weekdays as before and clear of the demo's public holidays;
 * Annual leave cannot reach past next year, docs/product/leave.md#balances) and public holidays in 2086 and later, so that
 * other browser tests on this server are not affected.
 * This file: Handle Holidays.
 */

const signedIn = useSuperAdminTabs();

interface LeaveRequest {
  id: number;
  status: number;
}

/** A request the admin files for the employee (docs/product/leave.md#request-form: the admin chooses the requesting user). */
async function fileLeave(person: Person, from: string, to: string, notes = unique('Trip')): Promise<LeaveRequest> {
  const { data } = await call<{ data: LeaveRequest }>('POST', '/holidays', {
    type: 0,
    from_date: from,
    to_date: to,
    notes,
    requesting_id: person.id,
  });
  return data;
}

const setStatus = (request: LeaveRequest, status: 1 | 2) => call('PUT', `/holidays/${request.id}`, { status });

const requestRow = (page: Page, person: Person) => page.getByRole('row').filter({ hasText: person.email });

/** Picks a person in the Handle Holidays filter. */
async function filterBy(page: Page, person: Person): Promise<void> {
  await page.getByRole('combobox', { name: 'Person' }).fill(person.name);
  await page.getByRole('option', { name: person.name, exact: true }).click();
}

async function openTab(page: Page, name: 'Pending' | 'Approved' | 'Declined'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

describe('Handle Holidays', () => {
  it('approves a pending request: it moves to Approved with Accept disabled and shows who decided', async () => {
    const person = await createEmployee();
    await fileLeave(person, '2027-03-01', '2027-03-03');
    const page = await signedIn();
    await open(page, '/holidays/manageholiday', 'Handle Holidays');
    await filterBy(page, person);
    const row = requestRow(page, person);
    await shows(row);
    await shows(page.getByText('3 working days'));
    await screenshot(page, 'holiday-admin-manage-1280');
    await expectAccessible(page);

    await row.getByRole('button', { name: 'Accept' }).click();
    await shows(page.getByText('No pending holiday requests for this person.'));
    await openTab(page, 'Approved');
    await shows(row);
    await disabled(row.getByRole('button', { name: 'Accept' }), true);
    await disabled(row.getByRole('button', { name: 'Decline' }), false);
    await shows(row.getByText('Approved', { exact: true }));
    await shows(page.getByText(/^Approved by Administrator on /));

    await page.getByRole('button', { name: 'All Holidays' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Person' }).inputValue()).toBe('');
    await expect.poll(() => new URL(page.url()).searchParams.get('user')).toBeNull();
  });

  it('declines a pending request and revokes an approved one', async () => {
    const person = await createEmployee();
    await fileLeave(person, '2027-04-05', '2027-04-06', 'Pending trip');
    const approved = await fileLeave(person, '2027-05-10', '2027-05-14', 'Approved trip');
    await setStatus(approved, 1);
    const page = await signedIn();
    await open(page, `/holidays/manageholiday?user=${person.id}`, 'Handle Holidays');

    const pendingRow = page.getByRole('row').filter({ hasText: 'Pending trip' });
    await pendingRow.getByRole('button', { name: 'Decline' }).click();
    await gone(pendingRow);

    await openTab(page, 'Approved');
    const approvedRow = page.getByRole('row').filter({ hasText: 'Approved trip' });
    await approvedRow.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke approved leave' });
    await shows(dialog);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await gone(approvedRow);
    await shows(page.getByText('No approved holiday requests for this person.'));

    await openTab(page, 'Declined');
    for (const notes of ['Pending trip', 'Approved trip']) {
      const row = page.getByRole('row').filter({ hasText: notes });
      await shows(row);
      await disabled(row.getByRole('button', { name: 'Decline' }), true);
      await disabled(row.getByRole('button', { name: 'Accept' }), false);
    }
    await expectAccessible(page);
  });

  it("shows the server's message in a banner when a change fails, and keeps the request", async () => {
    const person = await createEmployee();
    await fileLeave(person, '2027-06-07', '2027-06-08');
    const page = await signedIn();
    await page.route('**/api/holidays/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The leave store is resting. Try later.' }),
          })
        : route.continue(),
    );
    await open(page, `/holidays/manageholiday?user=${person.id}`, 'Handle Holidays');
    const row = requestRow(page, person);
    await row.getByRole('button', { name: 'Accept' }).click();
    await alert(page, 'The leave store is resting. Try later.');
    await screenshot(page, 'holiday-admin-banner-1280');
    await shows(row);
    await disabled(row.getByRole('button', { name: 'Accept' }), false);
  });

  it('shows the approval context: working days, balance after approval and who of the same clients is away', async () => {
    const client = (await call<{ data: { id: number } }>('POST', '/clients', { name: unique('Holiday Client') })).data;
    const person = await createEmployee();
    const colleague = await createEmployee('Colin Colleague');
    for (const someone of [person, colleague]) {
      await call('POST', `/users/${someone.id}/clients`, { client: client.id, hours: 20, dates: ['2024-01-01', null] });
    }
    await call('POST', '/days_available', { total: 24, year: new Date().getFullYear(), user: person.id });
    const request = await fileLeave(person, '2027-07-05', '2027-07-09');
    await setStatus(await fileLeave(colleague, '2027-07-08', '2027-07-13'), 1);

    const context = (
      await call<{ data: { request_id: number; balance_left_after: number }[] }>('GET', '/holidays/pending_context')
    ).data.find((item) => item.request_id === request.id)!;
    const page = await signedIn();
    await open(page, `/holidays/manageholiday?user=${person.id}`, 'Handle Holidays');
    // Filtered to the person, the page holds their one request and its context.
    await shows(requestRow(page, person));
    await shows(page.getByText('5 working days', { exact: true }));
    await shows(page.getByText(`${context.balance_left_after} days left after approval`, { exact: true }));
    await shows(page.getByText(`Also away: ${colleague.name} (2027-07-08 – 2027-07-13, Approved)`, { exact: true }));
    await screenshot(page, 'holiday-admin-context-1280');
    await expectAccessible(page);
  });

  it('is usable with the keyboard alone: filter by person and approve', async () => {
    const person = await createEmployee('Kira Keyboard');
    await fileLeave(person, '2027-08-02', '2027-08-02');
    const page = await signedIn();
    await open(page, '/holidays/manageholiday', 'Handle Holidays');
    await tabTo(page, /^Person/);
    await page.keyboard.type(person.name);
    await shows(page.getByRole('option', { name: person.name, exact: true }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await shows(requestRow(page, person));
    await tabTo(page, /^Accept$/);
    await page.keyboard.press('Enter');
    await shows(page.getByText('No pending holiday requests for this person.'));
  });

  it('fits a phone: requests are cards with their buttons in reach', async () => {
    const person = await createEmployee();
    await fileLeave(person, '2027-09-06', '2027-09-07');
    const page = await signedIn(PHONE);
    await open(page, `/holidays/manageholiday?user=${person.id}`, 'Handle Holidays');
    const card = page.getByRole('listitem', { name: person.name });
    await shows(card.getByText('2 working days'));
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'holiday-admin-manage-390');
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Accept' }).click();
    await shows(page.getByText('No pending holiday requests for this person.'));
  });
});
