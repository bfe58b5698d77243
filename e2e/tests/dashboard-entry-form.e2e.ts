import { describe, expect, it } from 'vitest';
import { bar, barFill, day, fillEntry, newEntryDialog, useDashboard, weeklyStatus } from '../support/dashboard';
import { dayLabel, FRI, HOURS, MON, THU, TUE, WED, WEEK } from '../support/dashboard-week';
import { createEmployee, logWork } from '../support/employees';

/**
 * The employee dashboard at / (docs/product/time-and-week.md#dashboard, #day-bar Day bar / Weekly status / Other toggles, docs/product/http-contract.md#validation, #screen-messages, docs/product/time-and-week.md#constants):
 * the entry form: adding, editing and deleting entries, its messages, and the keyboard alone.
 * Every test owns a fresh employee and looks at a week in the past, so the weekly status does not
 * depend on today's clock (docs/product/http-contract.md#dates).
 */

const { openDashboard } = useDashboard();

describe('the entry form (docs/product/time-and-week.md#dashboard, docs/product/http-contract.md#validation, #screen-messages)', () => {
  it('adds an entry through the day’s + button, and the day bar and weekly status follow', async () => {
    const employee = await createEmployee({ clients: 2 });
    for (const date of [TUE, WED, THU, FRI]) await logWork(employee, { date, duration: 8 * HOURS });
    await logWork(employee, { date: MON, duration: 6 * HOURS + 30, clientId: employee.clients[1]!.id });
    const page = await openDashboard(employee);
    expect(await weeklyStatus(page)).toBe('Insufficient time logged.');
    expect(await bar(page, MON).textContent()).toBe('6.5 Mon');

    await day(page, MON)
      .getByRole('button', { name: `Add entry for ${dayLabel(MON)}` })
      .click();
    const dialog = newEntryDialog(page);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => dialog.getByText('Description is required').isVisible()).toBe(true);
    expect(await dialog.getByText('Client is required').isVisible()).toBe(true);
    expect(await dialog.getByText('Duration is required').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Date').inputValue()).toBe(MON);

    await fillEntry(dialog, {
      description: 'Pairing on the billing export',
      client: employee.clients[0]!.name,
      hours: 1,
      minutes: 30,
    });
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => dialog.count()).toBe(0);
    const monday = day(page, MON);
    await expect.poll(() => monday.getByText('Pairing on the billing export').isVisible()).toBe(true);
    expect(await monday.getByText(`${employee.clients[0]!.name} · 1h 30m`).isVisible()).toBe(true);
    expect(await monday.getByRole('heading', { level: 3 }).textContent()).toBe(`${dayLabel(MON)}8h`);
    await expect.poll(() => bar(page, MON).textContent()).toBe('8 Mon');
    expect(await bar(page, MON).locator('[data-state]').getAttribute('data-state')).toBe('sufficient');
    expect(await barFill(page, MON)).toBeCloseTo(1, 2);
    expect(await weeklyStatus(page)).toBe('All hours entered correctly.');
  });

  it('adds an entry to an empty, collapsed day and shows it there', async () => {
    const employee = await createEmployee();
    const page = await openDashboard(employee);
    expect(await bar(page, WED).textContent()).toBe('0 Wed');
    expect(await day(page, WED).getByText('No Entries for this day.').isVisible()).toBe(false);

    await day(page, WED)
      .getByRole('button', { name: `Add entry for ${dayLabel(WED)}` })
      .click();
    const dialog = newEntryDialog(page);
    // The first client is chosen once the dialog has the person's clients.
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Client' }).textContent())
      .toBe(employee.clients[0]!.name);
    await fillEntry(dialog, { description: 'Release notes', minutes: 45 });
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => day(page, WED).getByText('Release notes').isVisible()).toBe(true);
    expect(await day(page, WED).getByText(`${employee.clients[0]!.name} · 0h 45m`).isVisible()).toBe(true);
    expect(await bar(page, WED).textContent()).toBe('0.8 Wed');
    expect(await barFill(page, WED)).toBeCloseTo(0.75 * 0.125, 2);
    expect(await bar(page, WED).locator('[data-state]').getAttribute('data-state')).toBe('insufficient');
  });

  it('edits an entry in the ‘Edit task’ dialog; more than 8 hours is overtime', async () => {
    const employee = await createEmployee();
    for (const date of [TUE, WED, THU, FRI]) await logWork(employee, { date, duration: 8 * HOURS });
    await logWork(employee, { date: MON, duration: 6 * HOURS });
    const entry = await logWork(employee, { date: MON, duration: 2 * HOURS, description: 'Sprint review' });
    const page = await openDashboard(employee);
    expect(await weeklyStatus(page)).toBe('All hours entered correctly.');

    await day(page, MON)
      .getByRole('button', { name: `Edit ${entry.description}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit task' });
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Sprint review');
    expect(await dialog.getByLabel('Hours', { exact: true }).inputValue()).toBe('2');
    expect(await dialog.getByLabel('Minutes', { exact: true }).inputValue()).toBe('0');
    await fillEntry(dialog, { description: 'Sprint review and retro', hours: 3, minutes: 15 });
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => day(page, MON).getByText('Sprint review and retro').isVisible()).toBe(true);
    expect(await day(page, MON).getByText('Sprint review', { exact: true }).count()).toBe(0);
    expect(await day(page, MON).getByText(`${employee.clients[0]!.name} · 3h 15m`).isVisible()).toBe(true);
    await expect.poll(() => weeklyStatus(page)).toBe('Overtime.');
    expect(await bar(page, MON).textContent()).toBe('9.3 Mon');
    expect(await bar(page, MON).locator('[data-state]').getAttribute('data-state')).toBe('overtime');
    expect(await barFill(page, MON)).toBeCloseTo(1, 2);
  });

  it('deletes an entry after ‘Confirm Delete’, and the empty day says so', async () => {
    const employee = await createEmployee();
    const entry = await logWork(employee, { date: TUE, duration: 2 * HOURS, description: 'Backlog grooming' });
    const page = await openDashboard(employee);
    const deleteButton = day(page, TUE).getByRole('button', { name: `Delete ${entry.description}` });

    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    expect(await confirm.getByText('Are you sure you want to delete this log?').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(await day(page, TUE).getByText('Backlog grooming').isVisible()).toBe(true);

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await expect.poll(() => day(page, TUE).getByText('No Entries for this day.').isVisible()).toBe(true);
    expect(await day(page, TUE).getByText('Backlog grooming').count()).toBe(0);
    expect(await bar(page, TUE).textContent()).toBe('0 Tue');
    const remaining = await fetch(`${new URL(page.url()).origin}/api/logs/user/${employee.id}/from/${WEEK}`, {
      headers: { Authorization: `Bearer ${employee.token}` },
    });
    expect(((await remaining.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('says ‘Error occurred. Please try again.’ when saving fails, and a click dismisses it', async () => {
    const employee = await createEmployee();
    const page = await openDashboard(employee);
    await page.route('**/api/logs', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Something broke.' }),
      }),
    );
    await day(page, THU)
      .getByRole('button', { name: `Add entry for ${dayLabel(THU)}` })
      .click();
    const dialog = newEntryDialog(page);
    await fillEntry(dialog, { description: 'Will fail first', hours: 2 });

    await dialog.getByRole('button', { name: 'Save' }).click();

    const alert = dialog.getByRole('alert').filter({ hasText: 'Error occurred. Please try again.' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await alert.click();
    await expect.poll(() => alert.count()).toBe(0);

    await page.unroute('**/api/logs');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => day(page, THU).getByText('Will fail first').isVisible()).toBe(true);
  });

  it('can be opened, filled and submitted with the keyboard alone (docs/product/README.md#accessibility)', async () => {
    const employee = await createEmployee({ clients: 2 });
    const page = await openDashboard(employee);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const labelled = element?.getAttribute('aria-labelledby');
        return (
          element?.getAttribute('aria-label') ??
          (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
            ? element.labels?.[0]?.textContent
            : null) ??
          (labelled ? document.getElementById(labelled.split(' ')[0]!)?.textContent : null) ??
          element?.textContent
        )?.trim();
      });
    const addMonday = `Add entry for ${dayLabel(MON)}`;
    for (let step = 0; step < 40 && (await focused()) !== addMonday; step += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe(addMonday);

    await page.keyboard.press('Enter');
    const dialog = newEntryDialog(page);
    await dialog.waitFor();
    for (let step = 0; step < 5 && (await focused()) !== 'Description'; step += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Description');
    await page.keyboard.type('Keyboard-only entry');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Client');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Client' }).textContent())
      .toBe(employee.clients[1]!.name);
    await expect.poll(focused).toBe('Client');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Hours');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Minutes');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('15');
    await page.keyboard.press('Enter');

    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => day(page, MON).getByText('Keyboard-only entry').isVisible()).toBe(true);
    expect(await day(page, MON).getByText(`${employee.clients[1]!.name} · 2h 15m`).isVisible()).toBe(true);
  });
});
