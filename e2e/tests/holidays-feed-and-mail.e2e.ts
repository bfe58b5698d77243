import { describe, it } from 'vitest';
import { expectAccessible } from '../support/browser';
import { callApi } from '../support/employees';
import { employeeWithAllowance } from '../support/holidays';
import { SLOW, gone, open, shows, signedInPage } from '../support/pages';
import { useTabs } from '../support/tabs';

/**
 * The employee's leave screens: /holidays and /holidays/addholiday (docs/product/leave.md#holidays-screen, #request-form, docs/product/time-and-week.md#day-bar Holiday
 * request status, docs/product/http-contract.md#validation Holiday request, docs/product/http-contract.md#screen-messages, docs/product/time-and-week.md#constants; docs/product/roles-and-access.md#employees, #others-balances, docs/product/leave.md, #withdraw-revoke, #calendar-feeds, #notifications, docs/product/README.md#accessibility)
 * and the dashboard's Holidays summary (docs/product/time-and-week.md#dashboard). Every test owns a fresh employee with an allowance
 * for this year and asks for days in December of this year, so balances are charged (docs/product/leave.md#balances) and no
 * other test's data is touched. The demo company's public holidays (25 and 26 December of this
 * year) are the ones inside a range; these tests create none.
 * This file: the private calendar feed and the e-mail settings.
 */

const tabs = useTabs();

describe.concurrent('Holidays screen (/holidays)', SLOW, () => {
  it('shows a private calendar feed address that can be replaced', async (test) => {
    const employee = await employeeWithAllowance(20);
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    await page.getByRole('button', { name: 'Calendar feed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calendar feed' });
    const address = dialog.getByRole('textbox', { name: 'Your leave' });
    await shows(address);
    const before = await address.inputValue();
    test.expect(before).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/.+\.ics$/);
    test.expect(await dialog.getByRole('textbox', { name: 'The whole team' }).count()).toBe(0);
    await expectAccessible(page);
    const feed = await fetch(before);
    test.expect(feed.status).toBe(200);

    await dialog.getByRole('button', { name: 'Make new addresses' }).click();
    await test.expect.poll(() => address.inputValue()).not.toBe(before);
    test.expect(await address.inputValue()).toMatch(/\.ics$/);
    test.expect((await fetch(before)).status).toBe(404);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await gone(dialog);
  });

  it('keeps the e-mail settings after reopening (docs/product/leave.md#notifications)', async (test) => {
    const employee = await employeeWithAllowance(20);
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    const dialog = page.getByRole('dialog', { name: 'E-mail settings' });
    const decided = dialog.getByLabel('E-mail me when my leave is approved or declined');
    await page.getByRole('button', { name: 'E-mail settings' }).click();
    await test.expect.poll(() => decided.isEnabled()).toBe(true);
    test.expect(await decided.isChecked()).toBe(true);
    test.expect(await dialog.getByLabel('E-mail me about new leave requests I confirm').count()).toBe(0);
    await expectAccessible(page);

    await decided.click();
    await test.expect.poll(() => decided.isChecked()).toBe(false);
    await test.expect
      .poll(
        async () => (await callApi<{ data: { off: string[] } }>(employee.token, 'GET', '/user/notifications')).data.off,
      )
      .toEqual(['leave_decided']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await gone(dialog);
    await page.reload();
    await shows(page.getByRole('button', { name: 'E-mail settings' }));
    await page.getByRole('button', { name: 'E-mail settings' }).click();
    await test.expect.poll(() => decided.isEnabled()).toBe(true);
    test.expect(await decided.isChecked()).toBe(false);
  });
});
