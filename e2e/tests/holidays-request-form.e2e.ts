import { describe, it } from 'vitest';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { callApi } from '../support/employees';
import { employeeWithAllowance, requestLeave, requestsOf } from '../support/holidays';
import { dec, eachDay, publicHolidaysIn, weekdays, workingDaysOf, YEAR } from '../support/holiday-days';
import {
  cellStatus,
  datesButton,
  dayCount,
  expectStatuses,
  form,
  openForm,
  picker,
  pickRange,
  requestRow,
  totalLeft,
} from '../support/holidays-screen';
import { SLOW, choose, gone, open, shows, signedInPage, tabTo, toast } from '../support/pages';
import { useTabs } from '../support/tabs';

/**
 * The employee's leave screens: /holidays and /holidays/addholiday (docs/product/leave.md#holidays-screen, #request-form, docs/product/time-and-week.md#day-bar Holiday
 * request status, docs/product/http-contract.md#validation Holiday request, docs/product/http-contract.md#screen-messages, docs/product/time-and-week.md#constants; docs/product/roles-and-access.md#employees, #others-balances, docs/product/leave.md, #withdraw-revoke, #calendar-feeds, #notifications, docs/product/README.md#accessibility)
 * and the dashboard's Holidays summary (docs/product/time-and-week.md#dashboard). Every test owns a fresh employee with an allowance
 * for this year and asks for days in December of this year, so balances are charged (docs/product/leave.md#balances) and no
 * other test's data is touched. The demo company's public holidays (25 and 26 December of this
 * year) are the ones inside a range; these tests create none.
 * This file: the request form (opening it, its checks and errors, a request filed and withdrawn, a phone, the keyboard
 * alone).
 */

const tabs = useTabs();

describe.concurrent('Holidays screen (/holidays)', SLOW, () => {
  it('toggles the request form; a USER is shown read-only, the leave approver confirms, two picked days fill the side cards', async (test) => {
    const employee = await employeeWithAllowance(20);
    const approver = (
      await callApi<{ data: { leave_approver: { name: string } | null } }>(employee.token, 'GET', '/settings')
    ).data.leave_approver;
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    const toggle = page.getByRole('button', { name: 'Request Holiday' });
    await test.expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    await openForm(page);
    await test.expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const requester = form(page).getByRole('textbox', { name: 'Requesting user' });
    test.expect(await requester.inputValue()).toBe(employee.name);
    test.expect(await requester.getAttribute('readonly')).not.toBeNull();
    test.expect(await form(page).getByRole('combobox', { name: 'Requesting user' }).count()).toBe(0);
    const confirming = form(page).getByRole('textbox', { name: 'Confirming' });
    await test.expect.poll(() => confirming.inputValue()).toBe(approver?.name ?? '–');
    test.expect(await confirming.getAttribute('readonly')).not.toBeNull();
    test.expect(await datesButton(page).textContent()).toBe('Choose Dates');
    test.expect(await dayCount(page, 'Working days')).toBe('Working days: 0');
    await screenshot(page, 'holidays-form-1280');
    await expectAccessible(page);

    // The picker stays open after the first day and closes after the second (docs/product/leave.md#request-form).
    await datesButton(page).click();
    const dialog = picker(page);
    await shows(dialog);
    await dialog.getByRole('combobox', { name: 'Choose the Year' }).selectOption(String(YEAR));
    await dialog.getByRole('combobox', { name: 'Choose the Month' }).selectOption('11');
    await screenshot(page, 'holidays-picker-1280');
    await expectAccessible(page);
    await dialog.locator(`[data-day="${dec(21)}"] button`).click();
    await page.waitForTimeout(300);
    test.expect(await dialog.isVisible()).toBe(true);
    await dialog.locator(`[data-day="${dec(28)}"] button`).click();
    await gone(dialog);
    test.expect(await datesButton(page).textContent()).toBe(`${dec(21)} – ${dec(28)}`);
    const expected = await workingDaysOf(dec(21), dec(28));
    // Christmas Day and Boxing Day of the demo company are inside: fewer working days than weekdays.
    test.expect(expected).toBeLessThan(weekdays(dec(21), dec(28)).length);
    await test.expect.poll(() => dayCount(page, 'Working days')).toBe(`Working days: ${expected}`);
    test.expect(await dayCount(page, 'Calendar days')).toBe('Calendar days: 8');
    // Reopened, the picker starts a new range, whichever day comes first.
    await pickRange(page, dec(11), dec(9));
    test.expect(await dayCount(page, 'Calendar days')).toBe('Calendar days: 3');
    // Into next year: next year's public holidays are not working days either.
    const nextYearsHoliday = (await publicHolidaysIn(`${YEAR + 1}-01-01`, `${YEAR + 1}-12-31`)).find(
      (holiday) => weekdays(holiday.date, holiday.date).length === 1,
    )!.date;
    const intoNextYear = await workingDaysOf(dec(29), nextYearsHoliday);
    test.expect(intoNextYear).toBeLessThan(weekdays(dec(29), nextYearsHoliday).length);
    await pickRange(page, dec(29), nextYearsHoliday);
    await test.expect.poll(() => dayCount(page, 'Working days')).toBe(`Working days: ${intoNextYear}`);

    await toggle.click();
    await gone(form(page));
    await test.expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("shows the form's errors: no type, no dates, dates already requested, not enough days, Annual leave beyond next year, any other failure", async (test) => {
    const employee = await employeeWithAllowance(3);
    await requestLeave(employee, dec(1), dec(2));
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    await test.expect.poll(() => totalLeft(page)).toBe('1');
    await openForm(page);
    const confirm = form(page).getByRole('button', { name: 'Confirm' });

    await confirm.click();
    await shows(form(page).getByText('Please select a holiday type.', { exact: true }));
    await shows(
      form(page).getByText('Invalid date range. The start date cannot be after the end date.', { exact: true }),
    );
    await screenshot(page, 'holidays-form-errors-1280');
    await expectAccessible(page);

    await choose(form(page), 'Type', 'Annual leave');
    await gone(form(page).getByText('Please select a holiday type.'));
    await pickRange(page, dec(2), dec(3));
    await gone(form(page).getByText('Invalid date range.', { exact: false }));
    await confirm.click();
    await shows(
      form(page).getByRole('alert').filter({ hasText: 'Selected dates are already requested for a holiday.' }),
    );

    await pickRange(page, dec(7), dec(11));
    await confirm.click();
    await shows(form(page).getByRole('alert').filter({ hasText: 'Not enough holiday days left: 1 day left.' }));

    // docs/product/leave.md#balances: balances cover up to next year, so Annual leave cannot reach the year after.
    const yearAfterNext = YEAR + 2;
    await pickRange(page, `${yearAfterNext}-01-11`, `${yearAfterNext}-01-12`);
    await confirm.click();
    await shows(
      form(page).getByText(`Annual leave can be requested up to 31 December ${yearAfterNext - 1}.`, { exact: true }),
    );

    await page.route('**/api/holidays', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The leave store is resting.' }),
          })
        : route.continue(),
    );
    await choose(form(page), 'Type', 'Sick leave');
    await confirm.click();
    await shows(form(page).getByRole('alert').filter({ hasText: 'An error occurred. Please try again later.' }));
    test.expect((await requestsOf(employee.id)).map((request) => request.from_date)).toEqual([dec(1)]);
  });

  it('requests Annual leave: the form closes and resets, the days turn Pending and are charged; Withdraw gives them back', async (test) => {
    const employee = await employeeWithAllowance(20);
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    await test.expect.poll(() => totalLeft(page)).toBe('20');
    await shows(page.getByText('No leave requested yet'));
    const [from, to] = [dec(14), dec(18)];
    const charged = await workingDaysOf(from, to);

    await openForm(page);
    await choose(form(page), 'Type', 'Annual leave');
    await pickRange(page, from, to);
    await form(page).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Holiday requested');
    await gone(form(page));

    const row = requestRow(page, from);
    await shows(row);
    for (const text of ['Annual leave', to, String(charged), 'Pending', 'There are no notes added']) {
      await shows(row.getByRole('cell', { name: text, exact: true }));
    }
    await expectStatuses(page, eachDay(from, to), '0');
    test.expect(await cellStatus(page, dec(13))).toBe('none');
    await test.expect.poll(() => totalLeft(page)).toBe(String(20 - charged));
    const [stored] = await requestsOf(employee.id);
    test.expect(stored).toMatchObject({ status: 0, type: 0, notes: 'There are no notes added', from_date: from });

    await openForm(page);
    test.expect(await datesButton(page).textContent()).toBe('Choose Dates');
    test.expect(await form(page).getByRole('combobox', { name: 'Type' }).textContent()).not.toContain('Annual');
    test.expect(await form(page).getByRole('textbox', { name: 'Notes' }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Request Holiday' }).click();
    await gone(form(page));

    await row.getByRole('button', { name: `Withdraw the request from ${from}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw request' });
    await shows(dialog.getByText('Are you sure you want to withdraw this request?'));
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await gone(row);
    await shows(page.getByText('No leave requested yet'));
    await test.expect.poll(() => totalLeft(page)).toBe('20');
    await expectStatuses(page, [from, to], 'none');
    test.expect(await requestsOf(employee.id)).toEqual([]);
  });

  it('fits the open form on a phone', async (test) => {
    const employee = await employeeWithAllowance(20);
    const page = await signedInPage(test, tabs, employee, PHONE);
    await open(page, '/holidays', 'Holidays');
    await openForm(page);
    await choose(form(page), 'Type', 'Annual leave');
    await pickRange(page, dec(14), dec(15));
    test.expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'holidays-form-390');
    await expectAccessible(page);
  });

  it('is usable with the keyboard alone: open the form, choose the type and the days, write notes, confirm (docs/product/README.md#accessibility)', async (test) => {
    const employee = await employeeWithAllowance(20);
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    await tabTo(page, /^Request Holiday$/);
    await page.keyboard.press('Enter');
    await shows(form(page));

    await tabTo(page, /^Type/);
    await page.keyboard.press('ArrowDown');
    await shows(page.getByRole('option', { name: 'Annual leave' }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await gone(page.getByRole('listbox'));
    await test.expect.poll(() => form(page).getByRole('combobox', { name: 'Type' }).textContent()).toBe('Sick leave');

    await tabTo(page, /^Choose Dates$/);
    await page.keyboard.press('Enter');
    await shows(picker(page));
    await tabTo(page, /^Today, /);
    // A month ahead, then that day and the next.
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await gone(picker(page));
    const range = (await datesButton(page).textContent())!;
    const [from, to] = range.split(' – ');
    test.expect(eachDay(from!, to!)).toHaveLength(2);

    await tabTo(page, /^Notes/);
    await page.keyboard.type('Flu, by keyboard');
    await tabTo(page, /^Confirm$/);
    await page.keyboard.press('Enter');
    await gone(form(page));
    const row = requestRow(page, from!);
    await shows(row.getByRole('cell', { name: 'Sick leave', exact: true }));
    await shows(row.getByRole('cell', { name: 'Flu, by keyboard', exact: true }));
  });
});
