import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { createPerson, tokenOf, type Person } from '../support/api';
import { DESKTOP } from '../support/browser';
import { callApi, createEmployee, unique, type Employee } from '../support/employees';
import { chooseLanguage, german } from '../support/german';
import { choose, gone, open, shows } from '../support/pages';
import { photograph as photographScreen, type Language } from '../support/photograph';
import { Tabs } from '../support/tabs';

/**
 * The leave policy as people see it (docs/product/leave.md#types, #carry-over, #pro-rata, #policy): a leave type of the
 * company's own that uses the allowance, last year's leftover days that expire on 31 December, a person who joins on
 * 1 July, and the screens that show them, in English and German, at 1280 and 390 px (e2e/screenshots/lp-*.png).
 */
const YEAR = new Date().getFullYear();
/** The first calendar's public holidays of the demo company (apps/server/src/seed-demo-library.ts). */
const DEMO_HOLIDAYS = ['01-01', '05-01', '12-25', '12-26'];
/** docs/product/leave.md#carry-over: last year's leftover can be taken until the end of this year, so it is always still to expire. */
const CARRY_OVER_UNTIL = '12-31';
const TEAL = '#00796b';
const TOO_LIGHT = '#ffeb3b';

function shift(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

const mondayOnOrAfter = (date: string) => shift(date, (8 - new Date(`${date}T00:00:00Z`).getUTCDay()) % 7);

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

  it.each<Language>(['en', 'de'])(
    'lists the leave types with their colour and refuses a colour too light to see (%s)',
    async (language) => {
      const page = await adminTab(language);
      await open(page, '/holidays/nationalholidays/types', say(language, 'National Holidays'));
      await shows(page.getByRole('tab', { name: say(language, 'Leave Types'), selected: true }));
      const table = page.getByRole('table', { name: say(language, 'Leave types') });
      const row = table.getByRole('row').filter({ hasText: training });
      await shows(row);
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        training,
        say(language, 'Yes'),
        say(language, 'Yes'),
        say(language, 'Yes'),
        say(language, 'No'),
        say(language, 'Deactivate'),
      ]);
      // docs/product/leave.md#private-absences: Sick leave is private from the first start, marked with a lock.
      const sickRow = table.getByRole('row').filter({ hasText: say(language, 'Sick leave') });
      await shows(sickRow.getByTitle(say(language, "Private: colleagues see 'Absent'")));
      await photograph(page, language, 'types');

      await page.getByRole('button', { name: say(language, 'Add leave type') }).click();
      const dialog = page.getByRole('dialog', { name: say(language, 'Add leave type') });
      await shows(dialog);
      await dialog.getByRole('textbox', { name: say(language, 'Name') }).fill('Sunny days');
      await dialog.getByRole('textbox', { name: say(language, 'Colour (hex code)') }).fill(TOO_LIGHT);
      await shows(dialog.getByRole('status').filter({ hasText: language === 'en' ? 'Too light' : 'Zu hell' }));
      expect(await dialog.getByRole('button', { name: say(language, 'Save') }).isDisabled()).toBe(true);
      await photograph(page, language, 'type-too-light', { fullPage: false });
      await dialog.getByRole('button', { name: say(language, 'Cancel') }).click();
      await gone(dialog);
    },
  );

  it.each<Language>(['en', 'de'])(
    'shows the custom type on the request form and the balance after the request, without filing it (%s)',
    async (language) => {
      const page = await employeeTab(language);
      await open(page, '/holidays', say(language, 'Holidays'));
      await page.getByRole('button', { name: say(language, 'Request Holiday') }).click();
      const form = requestForm(page, language);
      await shows(page.locator('.MuiCollapse-entered').filter({ has: form }));
      // 'Type' names other fields too (documents): the form's own German is 'Art'.
      await choose(form, language === 'en' ? 'Type' : 'Art', training);
      await pickOneDay(page, language, REQUEST_DAY);
      // 8 + 25 + 25 days, less the pending week of the custom type and this day.
      const balance =
        language === 'en' ? 'Balance after this request: 52 days' : 'Resturlaub nach diesem Antrag: 52 Tage';
      await shows(form.getByText(balance, { exact: true }));
      await form.scrollIntoViewIfNeeded();
      await photograph(page, language, 'request-form');
    },
  );

  it.each<Language>(['en', 'de'])(
    "shows last year's days that expire on the Holidays page, and each day's leave type (%s)",
    async (language) => {
      const page = await employeeTab(language);
      await open(page, '/holidays', say(language, 'Holidays'));
      const expiry =
        language === 'en'
          ? `3 days from ${YEAR - 1} expire on 31 December ${YEAR}.`
          : `3 Tage aus ${YEAR - 1} verfallen am 31. Dezember ${YEAR}.`;
      await shows(page.getByText(expiry, { exact: true }));
      await shows(page.locator(`[data-date="${SICK_MONDAY}"][data-type="1"]`));
      await shows(page.locator(`[data-date="${TRAINING_MONDAY}"][data-type="${trainingId}"]`));
      const types = page.getByRole('list', { name: say(language, 'Leave types') }).getByRole('listitem');
      expect(await types.allTextContents()).toEqual([say(language, 'Sick leave'), training]);
      await photograph(page, language, 'holidays');
    },
  );

  it.each<Language>(['en', 'de'])(
    'suggests a pro rata allowance for someone who joins on 1 July (%s)',
    async (language) => {
      const page = await adminTab(language);
      await open(page, '/holidays/nationalholidays', say(language, 'National Holidays'));
      const form = page.getByRole('form', { name: say(language, 'Available days off') });
      await choose(form, language === 'en' ? 'Year' : 'Jahr', String(YEAR));
      await form.getByRole('combobox', { name: language === 'en' ? 'User' : 'Person' }).fill(joiner.name);
      await page.getByRole('option', { name: joiner.name, exact: true }).click();
      const days = form.getByRole('textbox', { name: language === 'en' ? 'Available days' : 'Verfügbare Tage' });
      await days.fill('30');
      const suggestion =
        language === 'en'
          ? new RegExp(`^Suggested for ${joiner.name}: (\\d+(\\.5)?) days — \\d+ of \\d+ working days in ${YEAR}$`)
          : new RegExp(`^Vorschlag für ${joiner.name}: (\\d+(,5)?) Tage — \\d+ von \\d+ Arbeitstagen in ${YEAR}$`);
      const line = form.getByText(suggestion);
      await shows(line);
      const suggested = suggestion.exec((await line.textContent())!)![1]!;
      await form.scrollIntoViewIfNeeded();
      await photograph(page, language, 'days-off');

      await form
        .getByRole('button', { name: language === 'en' ? `Use ${suggested}` : `${suggested} übernehmen` })
        .click();
      await expect.poll(() => days.inputValue()).toBe(suggested);
    },
  );

  it.each<Language>(['en', 'de'])(
    'colours the team calendar by leave type, pending leave hatched (%s)',
    async (language) => {
      const page = await adminTab(language);
      await open(page, '/users/report', say(language, 'Team calendar'));
      const grid = page.getByRole('region', {
        name: say(language, 'Team calendar {{year}}').replace('{{year}}', String(YEAR)),
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
      const legend = page.getByRole('list', { name: say(language, 'Legend') }).getByRole('listitem');
      expect(await legend.allTextContents()).toEqual(expect.arrayContaining([say(language, 'Sick leave'), training]));
      await photograph(page, language, 'team-calendar', { fullPage: false });
    },
  );

  it.each<Language>(['en', 'de'])(
    'lists the scheduled jobs and their last runs for a super administrator (%s)',
    async (language) => {
      // The server ran the expiry notice when it started (docs/product/jobs.md#runner), with or without anyone to tell.
      const viewer = language === 'en' ? admin : await germanSuperAdmin();
      const page = await tabs.newTab(DESKTOP, viewer);
      await open(page, '/audit/jobs', language === 'en' ? 'Audit' : 'Protokoll');
      await shows(page.getByRole('tab', { name: 'Jobs', selected: true }));
      const name = language === 'en' ? 'Leave expiry notices' : 'Hinweise auf verfallenden Resturlaub';
      const runs = page.getByRole('table', {
        name: language === 'en' ? `Last runs of ${name}` : `Letzte Läufe: ${name}`,
      });
      await shows(runs.getByRole('row').nth(1));
      await photograph(page, language, 'jobs');
    },
  );
});

/** A SUPER_ADMIN who reads German, made once. */
let germanSuper: string | undefined;
async function germanSuperAdmin(): Promise<string> {
  if (!germanSuper) {
    const person = await createPerson(await tokenOf(ACCOUNTS.superAdmin), { role_id: 0 });
    germanSuper = await tokenOf(person);
    await chooseLanguage(germanSuper, 'de');
  }
  return germanSuper;
}

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
