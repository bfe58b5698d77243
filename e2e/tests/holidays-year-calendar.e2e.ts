import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { createPerson } from '../support/api';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { callApi, superAdminToken } from '../support/employees';
import { employeeWithAllowance, requestLeave, requestsOf } from '../support/holidays';
import { dec, eachDay, publicHolidaysIn, workingDaysOf, YEAR } from '../support/holiday-days';
import { dayCell, expectStatuses, form, pickRange, requestRow, totalLeft } from '../support/holidays-screen';
import { SLOW, choose, open, shows, signedInPage } from '../support/pages';
import { useTabs } from '../support/tabs';

/**
 * The employee's leave screens: /holidays and /holidays/addholiday (docs/product/leave.md#holidays-screen, #request-form, docs/product/time-and-week.md#day-bar Holiday
 * request status, docs/product/http-contract.md#validation Holiday request, docs/product/http-contract.md#screen-messages, docs/product/time-and-week.md#constants; docs/product/roles-and-access.md#employees, #others-balances, docs/product/leave.md, #withdraw-revoke, #calendar-feeds, #notifications, docs/product/README.md#accessibility)
 * and the dashboard's Holidays summary (docs/product/time-and-week.md#dashboard). Every test owns a fresh employee with an allowance
 * for this year and asks for days in December of this year, so balances are charged (docs/product/leave.md#balances) and no
 * other test's data is touched. The demo company's public holidays (25 and 26 December of this
 * year) are the ones inside a range; these tests create none.
 * This file: the year calendar with approved leave and public holidays, its year arrows and layouts, and an ADMIN
 * looking at and filing for another person.
 */

const tabs = useTabs();
let adminToken: string;
beforeAll(async () => {
  adminToken = await superAdminToken();
});

describe.concurrent('Holidays screen (/holidays)', SLOW, () => {
  it('shows an approved request as Approved, public holidays with their title, and the new total on the dashboard', async (test) => {
    const employee = await employeeWithAllowance(20);
    const [from, to] = [dec(21), dec(28)];
    const holidays = await publicHolidaysIn(from, to);
    test.expect(holidays.length).toBeGreaterThan(0);
    const request = await requestLeave(employee, from, to);
    await callApi(adminToken, 'PUT', `/holidays/${request.id}`, { status: 1 });
    const charged = await workingDaysOf(from, to);
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');

    const holidayDates = new Set(holidays.map((holiday) => holiday.date));
    await expectStatuses(
      page,
      eachDay(from, to).filter((day) => !holidayDates.has(day)),
      '1',
    );
    await expectStatuses(page, [...holidayDates], 'national');
    const [holiday] = holidays;
    await dayCell(page, holiday!.date).hover();
    await shows(page.getByRole('tooltip', { name: holiday!.title }));
    await shows(requestRow(page, from).getByRole('cell', { name: 'Approved', exact: true }));
    await test.expect.poll(() => totalLeft(page)).toBe(String(20 - charged));
    test.expect(await withdrawButtons(page).count()).toBe(0);

    await open(page, '/', 'Dashboard');
    await test.expect
      .poll(() => page.getByTestId('days-available').textContent())
      .toBe(`${20 - charged} days available`);
  });

  it('changes the year with the arrows, shows the legend and lays out 3, 4 or 2 months per row', async (test) => {
    const employee = await employeeWithAllowance(20);
    await requestLeave(employee, dec(7), dec(8));
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    const year = page.getByRole('group', { name: 'Year' }).getByRole('heading', { level: 2 });
    test.expect(await year.textContent()).toBe(String(YEAR));
    const legend = page.getByRole('list', { name: 'Legend' }).getByRole('listitem');
    test.expect(await legend.allTextContents()).toEqual([
      'Pending',
      'Approved',
      'Declined',
      'National Holiday',
      // docs/product/time-model.md#half-days: calendars show half days apart from whole ones.
      'Half day',
    ]);
    await expectStatuses(page, [dec(7)], '0');

    const columns = () =>
      page
        .getByRole('region', { name: `Calendar ${YEAR}` })
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    await test.expect.poll(columns).toBe(3);
    await screenshot(page, 'holidays-1280');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1000, height: 800 });
    await test.expect.poll(columns).toBe(4);
    await page.setViewportSize(PHONE);
    await test.expect.poll(columns).toBe(2);
    // The grid's media query applies at once; the shell swaps its permanent drawer for the phone's
    // temporary one a frame later, when React hears the media query change.
    await test.expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'holidays-390');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Next year' }).click();
    await test.expect.poll(() => year.textContent()).toBe(String(YEAR + 1));
    await shows(page.getByRole('region', { name: `Calendar ${YEAR + 1}` }));
    await test.expect.poll(() => dayCell(page, `${YEAR + 1}-01-01`).count()).toBe(1);
    test.expect(await dayCell(page, dec(7)).count()).toBe(0);
    await page.getByRole('button', { name: 'Previous year' }).click();
    await page.getByRole('button', { name: 'Previous year' }).click();
    await test.expect.poll(() => year.textContent()).toBe(String(YEAR - 1));
    await shows(page.getByRole('region', { name: `Calendar ${YEAR - 1}` }));
    await page.getByRole('button', { name: 'Next year' }).click();
    await expectStatuses(page, [dec(7)], '0');
  });

  it('lets an ADMIN look at another person and file leave for them on /holidays/addholiday (docs/product/roles-and-access.md#employees, #others-balances)', async (test) => {
    const employee = await employeeWithAllowance(20);
    await requestLeave(employee, dec(7), dec(8));
    const admin = await createPerson(adminToken, { role_id: 1 });
    const page = await signedInPage(test, tabs, admin);
    await open(page, '/holidays', 'Holidays');
    await test.expect.poll(() => totalLeft(page)).toBe('0');
    const holidaysOf = page.getByRole('combobox', { name: 'Holidays of' });
    await holidaysOf.fill(employee.name);
    await page.getByRole('option', { name: employee.name, exact: true }).click();
    await test.expect.poll(() => totalLeft(page)).toBe(String(20 - 2));
    await expectStatuses(page, [dec(7), dec(8)], '0');
    await shows(requestRow(page, dec(7)));
    test.expect(await withdrawButtons(page).count()).toBe(0);

    await open(page, '/holidays/addholiday', 'Add Holiday');
    const requester = form(page).getByRole('combobox', { name: 'Requesting user' });
    await test.expect.poll(() => requester.inputValue()).toBe(admin.name);
    await requester.fill(employee.name);
    await page.getByRole('option', { name: employee.name, exact: true }).click();
    await choose(form(page), 'Type', 'Unpaid leave');
    await pickRange(page, dec(14), dec(16));
    await form(page).getByRole('textbox', { name: 'Notes' }).fill('Filed by the admin');
    await form(page).getByRole('button', { name: 'Confirm' }).click();
    await test.expect.poll(() => new URL(page.url()).pathname).toBe('/holidays');
    await shows(page.getByRole('heading', { level: 1, name: 'Holidays' }));
    const filed = (await requestsOf(employee.id)).find((request) => request.from_date === dec(14));
    test.expect(filed).toMatchObject({ to_date: dec(16), type: 3, status: 0, notes: 'Filed by the admin' });
  });
});

const withdrawButtons = (page: Page): Locator => page.getByRole('button', { name: /^Withdraw the request from / });
