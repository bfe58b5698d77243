import { describe, expect, it } from 'vitest';
import { tokenOf } from '../support/api';
import { DESKTOP, expectAccessible, PHONE, screenshot } from '../support/browser';
import { day, newEntryDialog, STEP_TIMEOUT, useDashboard, weeklyStatus } from '../support/dashboard';
import { dayLabel, HOURS, MON, THU, TUE, WEEK, WEEKDAYS } from '../support/dashboard-week';
import { createEmployee, logWork, markHomeOffice, type Employee } from '../support/employees';
import { overflowingSideways } from '../support/german';

/**
 * The employee dashboard at / (docs/product/time-and-week.md#dashboard, #day-bar Day bar / Weekly status / Other toggles, docs/product/http-contract.md#validation, #screen-messages, docs/product/time-and-week.md#constants):
 * the screen as a whole: accessible at 1280 and 390 px with the entry dialog, and its API requests per load.
 * Every test owns a fresh employee and looks at a week in the past, so the weekly status does not
 * depend on today's clock (docs/product/http-contract.md#dates).
 */

const { tabs, openDashboard } = useDashboard();

describe('the dashboard as a whole', () => {
  async function busyWeek(): Promise<Employee> {
    const employee = await createEmployee({ clients: 2 });
    for (const [index, date] of WEEKDAYS.entries()) {
      await logWork(employee, { date, duration: 6 * HOURS, clientId: employee.clients[index % 2]!.id });
      await logWork(employee, { date, duration: 2 * HOURS + (index === 2 ? 30 : 0) });
    }
    await logWork(employee, {
      date: TUE,
      duration: 0 * HOURS + 30,
      description:
        'Customer workshop: requirements for the warehouse integration, including the open questions about returns and partial deliveries',
    });
    await markHomeOffice(employee, TUE);
    await markHomeOffice(employee, THU);
    return employee;
  }

  it('is accessible and looks right at 1280 and 390 px, with the entry dialog open too (docs/product/README.md#accessibility)', async () => {
    const employee = await busyWeek();
    const page = await openDashboard(employee);
    await expect.poll(() => weeklyStatus(page)).toBe('Overtime.');
    await expectAccessible(page);
    await screenshot(page, 'dashboard-1280');

    await day(page, THU)
      .getByRole('button', { name: `Add entry for ${dayLabel(THU)}` })
      .click();
    const dialog = newEntryDialog(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Description is required').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-entry-dialog-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    // The layout follows the new width a frame later.
    await expect.poll(() => overflowingSideways(page)).toEqual([]);
    expect(await weeklyStatus(page)).toBe('Overtime.');
    await expectAccessible(page);
    await screenshot(page, 'dashboard-390');

    await day(page, MON)
      .getByRole('button', { name: `Add entry for ${dayLabel(MON)}` })
      .click();
    await newEntryDialog(page).waitFor();
    await screenshot(page, 'dashboard-entry-dialog-390', { fullPage: false });
  });

  it('loads a week with a fixed number of API requests, however many entries it has', async () => {
    const quiet = await createEmployee();
    await logWork(quiet, { date: MON, duration: HOURS });
    const busy = await createEmployee({ clients: 2 });
    for (let index = 0; index < 20; index += 1) {
      await logWork(busy, {
        date: WEEKDAYS[index % 5]!,
        duration: 30,
        clientId: busy.clients[index % 2]!.id,
        description: `Entry ${index + 1}`,
      });
    }

    const quietRequests = await apiRequestsOnLoad(quiet, 1);
    const busyRequests = await apiRequestsOnLoad(busy, 20);

    const shapes = (requests: string[], employee: Employee) =>
      requests
        .map((request) =>
          request
            .replace(new RegExp(`/${employee.id}(?=[/?]|$)`, 'g'), '/:id')
            .replace(new RegExp(`=${employee.id}(?=&|$)`, 'g'), '=:id'),
        )
        .sort();
    expect(shapes(busyRequests, busy)).toEqual(shapes(quietRequests, quiet));
    expect(quietRequests.length, quietRequests.join('\n')).toBeLessThanOrEqual(10);
  });
});

/** The /api/ requests of one dashboard load, once the page is idle and shows all `entries`. */
async function apiRequestsOnLoad(employee: Employee, entries: number): Promise<string[]> {
  const page = await tabs.newTab(DESKTOP, await tokenOf(employee));
  page.setDefaultTimeout(STEP_TIMEOUT);
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto(`/?week=${WEEK}`, { waitUntil: 'networkidle' });
  await expect
    .poll(() =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: /^Edit / }) })
        .count(),
    )
    .toBe(entries);
  await page.waitForLoadState('networkidle');
  await tabs.closeTab(page);
  return requests;
}
