import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { createPerson, tokenOf, type Person } from '../support/api';
import { DESKTOP } from '../support/browser';
import { callApi, createEmployee, unique, type Employee } from '../support/employees';
import { chooseLanguage, german } from '../support/german';
import { gone, open, shows } from '../support/pages';
import { photograph as photographScreen, type Language } from '../support/photograph';
import { Tabs } from '../support/tabs';

/**
 * Private absences on screen (docs/product/leave.md#private-absences): Sick leave is private from the first start, and
 * a colleague sees a sick week as days away, never its type or notes; in English and German
 * (e2e/screenshots/pa-*.png). Flipping a type private on the Leave Types tab is part of leave-policy.e2e.ts.
 */
const YEAR = new Date().getFullYear();
const firstMonday = (date: Date) => {
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
};
/** This year's first Monday of February, and that week's Friday. */
const SICK_MONDAY = firstMonday(new Date(Date.UTC(YEAR, 1, 1)));
const SICK_FRIDAY = `${SICK_MONDAY.slice(0, 8)}${String(Number(SICK_MONDAY.slice(8)) + 4).padStart(2, '0')}`;

/** A text in the language of the run: the spec's English, or its German from the catalogues. */
const say = (language: Language, english: string) => (language === 'en' ? english : german(english));

describe('private absences on screen (docs/product/leave.md#private-absences)', () => {
  const tabs = new Tabs();
  let admin: string;
  let germanAdmin: Person;
  let employee: Employee;
  afterAll(() => tabs.close());
  afterEach(() => tabs.closeTabs());

  beforeAll(async () => {
    admin = await tokenOf(ACCOUNTS.superAdmin);
    [employee, germanAdmin] = await Promise.all([
      createEmployee({ name: unique('Aaron Sick') }),
      createPerson(admin, { role_id: 1 }),
    ]);
    await chooseLanguage(await tokenOf(germanAdmin), 'de');
    const sick = await callApi<{ data: { id: number } }>(admin, 'POST', '/holidays', {
      type: 1,
      from_date: SICK_MONDAY,
      to_date: SICK_FRIDAY,
      notes: 'Flu',
      requesting_id: employee.id,
    });
    await callApi(admin, 'PUT', `/holidays/${sick.data.id}`, { status: 1 });
  });

  const photograph = (page: Page, language: Language, name: string, options?: { fullPage?: boolean }) =>
    photographScreen(page, 'pa', language, name, options);

  const adminTab = async (language: Language) =>
    tabs.newTab(DESKTOP, language === 'en' ? admin : await tokenOf(germanAdmin));

  it.each<Language>(['en', 'de'])(
    'makes a type private with the switch in its dialog, and marks it with a lock (%s)',
    async (language) => {
      const name = unique('Checkup');
      const { data: created } = await callApi<{ data: { id: number } }>(admin, 'POST', '/leave_types', {
        name,
        color: '#00796b',
        uses_allowance: false,
        needs_approval: true,
        active: true,
      });
      const page = await adminTab(language);
      await open(page, '/holidays/nationalholidays/types', say(language, 'National Holidays'));
      const row = page
        .getByRole('table', { name: say(language, 'Leave types') })
        .getByRole('row')
        .filter({ hasText: name });
      const editLabel = language === 'en' ? `Edit ${name}` : `${name} bearbeiten`;
      await row.getByRole('button', { name: editLabel }).click();
      const edit = page.getByRole('dialog', { name: editLabel });
      await shows(edit);
      const hidden = edit.getByRole('switch', { name: say(language, 'Private') });
      expect(await hidden.isChecked()).toBe(false);
      await hidden.click();
      await edit.getByRole('button', { name: say(language, 'Save') }).click();
      await gone(edit);
      await shows(row.getByTitle(say(language, "Private: colleagues see 'Absent'")));
      // The portal is shared by every browser test: the type stops being offered.
      await callApi(admin, 'PATCH', `/leave_types/${created.id}`, { active: false });
    },
  );

  it.each<Language>(['en', 'de'])('shows the private switch of Sick leave in its dialog (%s)', async (language) => {
    const page = await adminTab(language);
    await open(page, '/holidays/nationalholidays/types', say(language, 'National Holidays'));
    const sickName = say(language, 'Sick leave');
    const editLabel = language === 'en' ? `Edit ${sickName}` : `${sickName} bearbeiten`;
    await page.getByRole('button', { name: editLabel }).click();
    const dialog = page.getByRole('dialog', { name: editLabel });
    await shows(dialog);
    const hidden = dialog.getByRole('switch', { name: say(language, 'Private') });
    expect(await hidden.isChecked()).toBe(true);
    await hidden.scrollIntoViewIfNeeded();
    await photograph(page, language, 'type-private', { fullPage: false });
    await dialog.getByRole('button', { name: say(language, 'Cancel') }).click();
    await gone(dialog);
  });

  it.each<Language>(['en', 'de'])(
    'shows a colleague the sick week as days away, never its type or notes (%s)',
    async (language) => {
      const colleague = await createEmployee({ name: unique('Cleo Colleague') });
      await chooseLanguage(colleague.token, language);
      const requests = await callApi<{
        data: { from_date: string; type: number | null; type_text: string; notes: string | null }[];
      }>(colleague.token, 'GET', `/holidays/requesting/${employee.id}`);
      expect(requests.data.find((request) => request.from_date === SICK_MONDAY)).toMatchObject({
        type: null,
        type_text: language === 'en' ? 'Absent' : 'Abwesend',
        notes: null,
      });
      const page = await tabs.newTab(DESKTOP, colleague.token);
      await page.goto(`/?week=${SICK_MONDAY}&user=${employee.id}`);
      await page.getByTestId('weekly-status').waitFor();
      await shows(page.getByText(language === 'en' ? 'Holiday' : 'Urlaub').first());
      const text = await page.locator('main').innerText();
      expect(text).not.toContain(say(language, 'Sick leave'));
      expect(text).not.toContain('Flu');
      await photograph(page, language, 'colleague-absence');
    },
  );
});
