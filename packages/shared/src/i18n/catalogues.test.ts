import { describe, expect, it } from 'vitest';
import { catalogueEntries, catalogueText } from '../test/catalogue.js';
import { LANGUAGES } from './languages.js';
import { MESSAGE_VALUES, type Namespace } from './catalogues.js';

/** The namespaces of the shared schemas' and the server's texts. */
const SERVER_NAMESPACES: Namespace[] = ['validation', 'errors', 'notifications', 'calendar', 'exports'];

describe('the catalogues of the schemas and the server (docs/decisions/0019-languages.md)', () => {
  it.each(SERVER_NAMESPACES)('%s has the same keys in every language, none empty', (namespace) => {
    const english = [...catalogueEntries('en', namespace).keys()].sort();
    for (const language of LANGUAGES) {
      const entries = catalogueEntries(language, namespace);
      expect([...entries.keys()].sort(), language).toEqual(english);
      for (const [key, text] of entries) expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('names in validation messages only the values every message has (the web app translates them without others)', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of catalogueEntries(language, 'validation')) {
        for (const [, name] of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
          expect(Object.keys(MESSAGE_VALUES), `${language} ${key}`).toContain(name);
        }
      }
    }
  });

  it('uses in every language the placeholders English uses', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const namespace of SERVER_NAMESPACES) {
      const english = catalogueEntries('en', namespace);
      for (const language of LANGUAGES) {
        for (const [key, text] of catalogueEntries(language, namespace)) {
          expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
        }
      }
    }
  });
});

/** The English of the keys the schema tests assert is the spec's text (docs/product/http-contract.md#validation, #bounds). */
describe('the English of the schemas’ messages', () => {
  it.each([
    ['validation:email_required', 'Email is required'],
    ['validation:email_invalid', 'Invalid email address'],
    ['validation:email_too_long', 'Email must be at most 254 characters.'],
    ['validation:password_required', 'Password is required'],
    ['validation:password_too_short', 'Password must be at least 6 characters'],
    ['validation:password_too_long', 'Password must be at most 128 characters.'],
    ['validation:passwords_must_match', 'Passwords must match'],
    ['validation:passwords_do_not_match', 'Passwords do not match'],
    ['validation:name_too_long', 'Name must be at most 200 characters.'],
    ['validation:date_choose', 'Choose a date'],
    ['validation:year_month_format', 'Month must be in YYYY-MM format'],
    ['validation:home_office_query', 'Give user_id with month or from_date, or a year'],
    ['validation:start_after_end', 'The start date cannot be after the end date.'],
    ['validation:description_required', 'Description is required'],
    ['validation:description_too_long', 'Description must be at most 5000 characters.'],
    ['validation:client_required', 'Client is required'],
    ['validation:duration_required', 'Duration is required'],
    ['validation:duration_whole_minutes', 'Duration must be whole minutes'],
    ['validation:day_hours_max', 'A day has at most 24 hours'],
    ['validation:date_out_of_range', 'Date must be between 1900-01-01 and 2099-12-31'],
    ['validation:date_format', 'Date must be in YYYY-MM-DD format'],
    ['validation:date_not_real', 'Date must be a real calendar date'],
    ['validation:hours_negative', 'Hours cannot be negative'],
    ['validation:minutes_negative', 'Minutes cannot be negative'],
    ['validation:hours_number', 'Hours must be a number'],
    ['validation:hours_week_max', 'A week has 168 hours'],
    ['validation:report_range_too_long', 'A range can span at most 62 days.'],
    ['validation:logs_range_too_long', 'A range can span at most 366 days.'],
    ['validation:additional_roles_limit', 'Additional roles can hold at most 4 items.'],
    ['validation:user_ids_not_a_list', 'user_ids is a list of at most 250 ids, separated by commas'],
    ['validation:skills_rename_limit', 'The list of skills can hold at most 200 items.'],
    ['validation:off_limit', 'off can hold at most 20 items.'],
  ])('%s is "%s"', (key, text) => {
    expect(catalogueText('en', key)).toBe(text);
  });
});
