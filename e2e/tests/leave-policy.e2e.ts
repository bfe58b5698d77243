import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { createPerson, tokenOf, type Person } from '../support/api';
import { DESKTOP } from '../support/browser';
import { DEMO_HOLIDAYS, mondayOnOrAfter, shift } from '../support/dates';
import { callApi, createEmployee, unique, type Employee } from '../support/employees';
import { chooseLanguage, german, germanSuperAdmin } from '../support/german';
import { choose, gone, moveTo, open, shows } from '../support/pages';
import { photograph as photographScreen, type Language } from '../support/photograph';
import { Tabs } from '../support/tabs';

/**
 * The leave policy as people see it (docs/product/leave.md#types, #carry-over, #pro-rata, #policy): a leave type of the
 * company's own that uses the allowance, last year's leftover days that expire on 31 December, a person who joins on
 * 1 July, and the screens that show them, in English and German, at 1280 and 390 px (e2e/screenshots/lp-*.png).
 */
const YEAR = new Date().getFullYear();
/** docs/product/leave.md#carry-over: last year's leftover can be taken until the end of this year, so it is always still to expire. */
const CARRY_OVER_UNTIL = '12-31';
const TEAL = '#00796b';
const TOO_LIGHT = '#ffeb3b';

/** This year's first two whole weeks of February: sick leave, then the custom type's pending leave. */
const SICK_MONDAY = mondayOnOrAfter(`${YEAR}-02-01`);
const TRAINING_MONDAY = shift(SICK_MONDAY, 7);

/** A Monday from next week on that is no public holiday and none of the February weeks: the request form's day. */
function requestDay(): string {
  const now = new Date();
  const today = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
  for (let monday = mondayOnOrAfter(shift(today, 1)); ; monday = shift(monday, 7)) {
    const taken = monday === SICK_MONDAY || monday === TRAINING_MONDAY;
    if (!taken && !DEMO_HOLIDAYS.includes(monday.slice(5))) return monday;
  }
}
const REQUEST_DAY = requestDay();

/** A text in the language of the run: the spec's English, or its German from the catalogues. */
const say = (language: Language, english: string) => (language === 'en' ? english : german(english));

const requestForm = (page: Page, language: Language) =>
  page.getByRole('form', { name: say(language, 'Request holiday') });

describe('the leave policy on screen (docs/product/leave.md#types, #carry-over, #pro-rata)', () => {
  const tabs = new Tabs();
  let admin: string;
  let germanAdmin: Person;
  let employee: Employee;
  let joiner: Employee;
  let trainingId: number;
  const training = unique('Training');
  afterAll(async () => {
    // The portal is shared by every browser test: the type stops being offered, leftover days stop expiring.
    await callApi(admin, 'PATCH', `/leave_types/${trainingId}`, { active: false });
    await callApi(admin, 'PATCH', '/settings', { carry_over_until: null });
    await tabs.close();
  });
  afterEach(() => tabs.closeTabs());

  beforeAll(async () => {
    admin = await tokenOf(ACCOUNTS.superAdmin);
    trainingId = (
      await callApi<{ data: { id: number } }>(admin, 'POST', '/leave_types', {
        name: training,
        color: TEAL,
        uses_allowance: true,
        needs_approval: true,
        active: true,
      })
    ).data.id;
    await callApi(admin, 'PATCH', '/settings', { carry_over_until: CARRY_OVER_UNTIL });
    [employee, joiner, germanAdmin] = await Promise.all([
      createEmployee({ name: unique('Aaron Leave') }),
      createEmployee({ name: unique('Olga Joiner') }),
      createPerson(admin, { role_id: 1 }),
    ]);
    await chooseLanguage(await tokenOf(germanAdmin), 'de');
    // 8 days left from last year; the custom type's pending week takes 5 of them, so 3 are still to expire.
    for (const [year, total] of [
      [YEAR - 1, 8],
      [YEAR, 25],
      [YEAR + 1, 25],
    ] as const) {
      await callApi(admin, 'POST', '/days_available', { total, year, user: employee.id });
    }
    await callApi(admin, 'POST', `/users/edit/${joiner.id}`, { public_logs: false, start_date: `${YEAR}-07-01` });
    const sick = await callApi<{ data: { id: number } }>(admin, 'POST', '/holidays', {
      type: 1,
      from_date: SICK_MONDAY,
      to_date: shift(SICK_MONDAY, 4),
      notes: 'Flu',
      requesting_id: employee.id,
    });
    await callApi(admin, 'PUT', `/holidays/${sick.data.id}`, { status: 1 });
    await callApi(admin, 'POST', '/holidays', {
      type: trainingId,
      from_date: TRAINING_MONDAY,
      to_date: shift(TRAINING_MONDAY, 4),
      notes: 'Course',
      requesting_id: employee.id,
    });
  });

  const photograph = (page: Page, language: Language, name: string, options?: { fullPage?: boolean }) =>
    photographScreen(page, 'lp', language, name, options);

  const adminTab = async (language: Language) =>
    tabs.newTab(DESKTOP, language === 'en' ? admin : await tokenOf(germanAdmin));

  async function employeeTab(language: Language): Promise<Page> {
    await chooseLanguage(employee.token, language);
    return tabs.newTab(DESKTOP, employee.token);
  }

  it('lists the leave types with their colour and refuses a colour too light to see', async () => {
    const page = await adminTab('en');
    await open(page, '/holidays/nationalholidays/types', 'National Holidays');
    await shows(page.getByRole('tab', { name: 'Leave Types', selected: true }));
    const table = page.getByRole('table', { name: 'Leave types' });
    const row = table.getByRole('row').filter({ hasText: training });
    await shows(row);
    expect(await row.getByRole('cell').allTextContents()).toEqual([training, 'Yes', 'Yes', 'Yes', 'No', 'Deactivate']);
    // docs/product/leave.md#private-absences: Sick leave is private from the first start, marked with a lock.
    const sickRow = table.getByRole('row').filter({ hasText: 'Sick leave' });
    await shows(sickRow.getByTitle("Private: colleagues see 'Absent'"));
    await photograph(page, 'en', 'types');

    await page.getByRole('button', { name: 'Add leave type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add leave type' });
    await shows(dialog);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Sunny days');
    await dialog.getByRole('textbox', { name: 'Colour (hex code)' }).fill(TOO_LIGHT);
    await shows(dialog.getByRole('status').filter({ hasText: 'Too light' }));
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await photograph(page, 'en', 'type-too-light', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);
  });

  it('shows the custom type on the request form and the balance after the request, without filing it', async () => {
    const page = await employeeTab('en');
    await open(page, '/holidays', 'Holidays');
    await page.getByRole('button', { name: 'Request Holiday' }).click();
    const form = requestForm(page, 'en');
    await shows(page.locator('.MuiCollapse-entered').filter({ has: form }));
    // 'Type' names other fields too (documents): the form's own German is 'Art'.
    await choose(form, 'Type', training);
    await pickOneDay(page, 'en', REQUEST_DAY);
    // 8 + 25 + 25 days, less the pending week of the custom type and this day.
    const balance = 'Balance after this request: 52 days';
    await shows(form.getByText(balance, { exact: true }));
    await form.scrollIntoViewIfNeeded();
    await photograph(page, 'en', 'request-form');
  });

  it("shows last year's days that expire on the Holidays page, and each day's leave type", async () => {
    const page = await employeeTab('en');
    await open(page, '/holidays', 'Holidays');
    const expiry = `3 days from ${YEAR - 1} expire on 31 December ${YEAR}.`;
    await shows(page.getByText(expiry, { exact: true }));
    await shows(page.locator(`[data-date="${SICK_MONDAY}"][data-type="1"]`));
    await shows(page.locator(`[data-date="${TRAINING_MONDAY}"][data-type="${trainingId}"]`));
    const types = page.getByRole('list', { name: 'Leave types' }).getByRole('listitem');
    expect(await types.allTextContents()).toEqual(['Sick leave', training]);
    await photograph(page, 'en', 'holidays');
  });

  it('suggests a pro rata allowance for someone who joins on 1 July', async () => {
    const page = await adminTab('en');
    await open(page, '/holidays/nationalholidays', 'National Holidays');
    const form = page.getByRole('form', { name: 'Available days off' });
    await choose(form, 'Year', String(YEAR));
    await form.getByRole('combobox', { name: 'User' }).fill(joiner.name);
    await page.getByRole('option', { name: joiner.name, exact: true }).click();
    const days = form.getByRole('textbox', { name: 'Available days' });
    await days.fill('30');
    const suggestion = new RegExp(
      `^Suggested for ${joiner.name}: (\\d+(\\.5)?) days — \\d+ of \\d+ working days in ${YEAR}$`,
    );
    const line = form.getByText(suggestion);
    await shows(line);
    const suggested = suggestion.exec((await line.textContent())!)![1]!;
    await form.scrollIntoViewIfNeeded();
    await photograph(page, 'en', 'days-off');

    await form.getByRole('button', { name: `Use ${suggested}` }).click();
    await expect.poll(() => days.inputValue()).toBe(suggested);
  });

  it('colours the team calendar by leave type, pending leave hatched', async () => {
    const page = await adminTab('en');
    await open(page, '/users/report', 'Team calendar');
    const grid = page.getByRole('region', {
      name: 'Team calendar {{year}}'.replace('{{year}}', String(YEAR)),
    });
    await shows(grid);
    const row = grid.locator(`[data-person="${employee.id}"]`);
    // Rows are sorted by name and drawn as they scroll into view.
    await expect
      .poll(async () => {
        if ((await row.count()) > 0) return true;
        await grid.evaluate((element) => element.scrollBy(0, 400));
        return false;
      })
      .toBe(true);
    await row.scrollIntoViewIfNeeded();
    const sick: Locator = row.locator('[data-mark="approved"][data-type="1"]');
    const pending: Locator = row.locator(`[data-mark="pending"][data-type="${trainingId}"]`);
    await shows(sick);
    expect(await pending.evaluate((bar) => bar.classList.contains('calendar-pending'))).toBe(true);
    expect(await pending.evaluate((bar) => getComputedStyle(bar).color)).toBe('rgb(0, 121, 107)');
    const legend = page.getByRole('list', { name: 'Legend' }).getByRole('listitem');
    expect(await legend.allTextContents()).toEqual(expect.arrayContaining(['Sick leave', training]));
    await photograph(page, 'en', 'team-calendar', { fullPage: false });
  });

  it('lists the scheduled jobs and their last runs for a super administrator', async () => {
    // The server ran the expiry notice when it started (docs/product/jobs.md#runner), with or without anyone to tell.
    const page = await tabs.newTab(DESKTOP, admin);
    await open(page, '/audit/jobs', 'Audit');
    await shows(page.getByRole('tab', { name: 'Jobs', selected: true }));
    const name = 'Leave expiry notices';
    const runs = page.getByRole('table', {
      name: `Last runs of ${name}`,
    });
    await shows(runs.getByRole('row').nth(1));
    await photograph(page, 'en', 'jobs');
  });

  /**
   * The journeys above run in English. Their German texts (the balance line, the expiry line, the pro rata suggestion,
   * "Zu hell") are the jsdom tests' (request-form.balance, leave-expiry-notice, days-available-form,
   * leave-types-page.de); here each screen and dialog of the policy in German: its heading, lang="de", no English,
   * axe, and a phone's width (docs/decisions/0004-testing.md#languages).
   */
  it("shows the policy's screens in German", async () => {
    const page = await adminTab('de');
    await open(page, '/holidays/nationalholidays/types', german('National Holidays'));
    await shows(
      page
        .getByRole('table', { name: german('Leave types') })
        .getByRole('row')
        .filter({ hasText: training }),
    );
    await photograph(page, 'de', 'types');
    await page.getByRole('button', { name: german('Add leave type') }).click();
    const dialog = page.getByRole('dialog', { name: german('Add leave type') });
    await dialog.getByRole('textbox', { name: german('Colour (hex code)') }).fill(TOO_LIGHT);
    await shows(dialog.getByRole('status').filter({ hasText: 'Zu hell' }));
    await photograph(page, 'de', 'type-too-light', { fullPage: false });
    await dialog.getByRole('button', { name: german('Cancel') }).click();
    await gone(dialog);
    await moveTo(page, '/holidays/nationalholidays', german('National Holidays'));
    await shows(page.getByRole('form', { name: german('Available days off') }));
    await photograph(page, 'de', 'days-off');
    await moveTo(page, '/users/report', german('Team calendar'));
    await shows(page.getByRole('list', { name: german('Legend') }));
    await photograph(page, 'de', 'team-calendar', { fullPage: false });

    const holidays = await employeeTab('de');
    await open(holidays, '/holidays', german('Holidays'));
    await shows(holidays.getByText(`3 Tage aus ${YEAR - 1} verfallen am 31. Dezember ${YEAR}.`, { exact: true }));
    await photograph(holidays, 'de', 'holidays');
    await holidays.getByRole('button', { name: german('Request Holiday') }).click();
    await shows(holidays.locator('.MuiCollapse-entered').filter({ has: requestForm(holidays, 'de') }));
    await photograph(holidays, 'de', 'request-form');

    const jobs = await tabs.newTab(DESKTOP, await germanSuperAdmin());
    await open(jobs, '/audit/jobs', 'Protokoll');
    await shows(
      jobs.getByRole('table', { name: 'Letzte Läufe: Hinweise auf verfallenden Resturlaub' }).getByRole('row').nth(1),
    );
    await photograph(jobs, 'de', 'jobs');
  });
});

/** The request form's date picker (react-day-picker): a one-day range is the same day clicked twice. */
async function pickOneDay(page: Page, language: Language, date: string): Promise<void> {
  const form = requestForm(page, language);
  await form.getByRole('button', { name: say(language, 'Choose Dates') }).click();
  const picker = page.getByRole('dialog', { name: say(language, 'Choose the first and last day') });
  await shows(picker);
  // Month first, then year, in either language.
  await picker.getByRole('combobox').nth(1).selectOption(date.slice(0, 4));
  await picker
    .getByRole('combobox')
    .nth(0)
    .selectOption(String(Number(date.slice(5, 7)) - 1));
  await picker.locator(`[data-day="${date}"] button`).click();
  await picker.locator(`[data-day="${date}"] button`).click();
  await gone(picker);
}
