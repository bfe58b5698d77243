import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../test/field-messages.js';
import { MAX_DESCRIPTION_LENGTH, MAX_DURATION_MINUTES, totalMinutes, workEntryForm, workLogBody } from './worklogs.js';

const validLog = { description: 'Sprint planning', user_id: 7, date: '2026-11-16', duration: 90, client_id: 3 };

/** The work log the server accepts (docs/product/time-and-week.md#entry-form, #work-logs). */
describe('workLogBody', () => {
  it('accepts a complete log and trims the description', () => {
    expect(workLogBody.parse({ ...validLog, description: '  Review  ' })).toEqual({
      ...validLog,
      description: 'Review',
    });
  });

  it('"description is required: \'Description is required\'", also when blank', () => {
    expect(fieldMessages(workLogBody, { ...validLog, description: undefined })).toEqual({
      description: ['validation:description_required'],
    });
    expect(fieldMessages(workLogBody, { ...validLog, description: ' \n ' })).toEqual({
      description: ['validation:description_required'],
    });
  });

  it('"client_id is required and numeric: \'Client is required\'"', () => {
    expect(fieldMessages(workLogBody, { ...validLog, client_id: undefined })).toEqual({
      client_id: ['validation:client_required'],
    });
    expect(fieldMessages(workLogBody, { ...validLog, client_id: '3' })).toEqual({
      client_id: ['validation:client_required'],
    });
    expect(fieldMessages(workLogBody, { ...validLog, client_id: 0 })).toEqual({
      client_id: ['validation:client_required'],
    });
  });

  it('"Duration is valid only if hours or minutes is non-zero: \'Duration is required\'"', () => {
    expect(fieldMessages(workLogBody, { ...validLog, duration: 0 })).toEqual({
      duration: ['validation:duration_required'],
    });
    expect(fieldMessages(workLogBody, { ...validLog, duration: undefined })).toEqual({
      duration: ['validation:duration_required'],
    });
  });

  it('takes durations of 1 to 1440 whole minutes (docs/product/time-and-week.md#work-logs, docs/product/http-contract.md#dates)', () => {
    expect(fieldMessages(workLogBody, { ...validLog, duration: 1 })).toEqual({});
    expect(fieldMessages(workLogBody, { ...validLog, duration: MAX_DURATION_MINUTES })).toEqual({});
    expect(fieldMessages(workLogBody, { ...validLog, duration: MAX_DURATION_MINUTES + 1 })).toEqual({
      duration: ['validation:day_hours_max'],
    });
    expect(fieldMessages(workLogBody, { ...validLog, duration: 1.5 })).toEqual({
      duration: ['validation:duration_whole_minutes'],
    });
  });

  it('takes descriptions of up to 5000 characters (docs/product/time-and-week.md#work-logs)', () => {
    expect(fieldMessages(workLogBody, { ...validLog, description: 'x'.repeat(MAX_DESCRIPTION_LENGTH) })).toEqual({});
    expect(fieldMessages(workLogBody, { ...validLog, description: 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1) })).toEqual({
      description: ['validation:description_too_long'],
    });
  });

  it('takes dates from 1900-01-01 to 2099-12-31 (docs/product/leave.md#request-form, docs/product/time-and-week.md#work-logs)', () => {
    expect(fieldMessages(workLogBody, { ...validLog, date: '1900-01-01' })).toEqual({});
    expect(fieldMessages(workLogBody, { ...validLog, date: '2099-12-31' })).toEqual({});
    expect(fieldMessages(workLogBody, { ...validLog, date: '1899-12-31' })).toEqual({
      date: ['validation:date_out_of_range'],
    });
    expect(fieldMessages(workLogBody, { ...validLog, date: '2100-01-01' })).toEqual({
      date: ['validation:date_out_of_range'],
    });
  });

  it('refuses dates that are not YYYY-MM-DD or not on the calendar (docs/product/http-contract.md#dates)', () => {
    expect(fieldMessages(workLogBody, { ...validLog, date: '2026-11-16T10:00:00Z' })).toEqual({
      date: ['validation:date_format'],
    });
    expect(fieldMessages(workLogBody, { ...validLog, date: '2027-02-29' })).toEqual({
      date: ['validation:date_not_real'],
    });
    expect(fieldMessages(workLogBody, { ...validLog, date: '2028-02-29' })).toEqual({});
  });
});

/** The entry dialog's form (docs/product/time-and-week.md#entry-form). */
describe('workEntryForm and totalMinutes', () => {
  const form = { description: 'Sprint planning', client_id: 3, hours: 1, minutes: 30 };

  it('"Total duration = hours x 60 + minutes"', () => {
    expect(totalMinutes({ hours: 1, minutes: 30 })).toBe(90);
    expect(totalMinutes({ hours: 0, minutes: 45 })).toBe(45);
    expect(totalMinutes({ hours: 8, minutes: 0 })).toBe(480);
  });

  it('"Duration is valid only if hours or minutes is non-zero"', () => {
    expect(fieldMessages(workEntryForm, { ...form, hours: 0, minutes: 0 })).toEqual({
      hours: ['validation:duration_required'],
    });
    expect(fieldMessages(workEntryForm, { ...form, hours: 0, minutes: 1 })).toEqual({});
    expect(fieldMessages(workEntryForm, { ...form, hours: 1, minutes: 0 })).toEqual({});
  });

  it('"Hours and minutes are number inputs with minimum 0"', () => {
    expect(fieldMessages(workEntryForm, { ...form, hours: -1 }).hours?.[0]).toBe('validation:hours_negative');
    expect(fieldMessages(workEntryForm, { ...form, minutes: -5 })).toEqual({
      minutes: ['validation:minutes_negative'],
    });
    expect(fieldMessages(workEntryForm, { ...form, hours: Number.NaN })).toEqual({
      hours: ['validation:hours_number'],
    });
  });

  it('takes minutes over 59 as part of the total: 0 h 90 min is 90 minutes', () => {
    expect(fieldMessages(workEntryForm, { ...form, hours: 0, minutes: 90 })).toEqual({});
    expect(totalMinutes({ hours: 0, minutes: 90 })).toBe(90);
  });

  it('refuses more than 24 hours in total, as the server does', () => {
    expect(fieldMessages(workEntryForm, { ...form, hours: 24, minutes: 0 })).toEqual({});
    expect(fieldMessages(workEntryForm, { ...form, hours: 24, minutes: 1 })).toEqual({
      hours: ['validation:day_hours_max'],
    });
    expect(fieldMessages(workEntryForm, { ...form, hours: 0, minutes: 1441 })).toEqual({
      hours: ['validation:day_hours_max'],
    });
  });

  it('shares the description and client messages with the server', () => {
    expect(fieldMessages(workEntryForm, { ...form, description: '', client_id: undefined })).toEqual({
      description: ['validation:description_required'],
      client_id: ['validation:client_required'],
    });
  });

  it('yields a body the server accepts', () => {
    const parsed = workEntryForm.parse(form);

    const body = { description: parsed.description, client_id: parsed.client_id, duration: totalMinutes(parsed) };

    expect(workLogBody.safeParse({ ...body, user_id: 7, date: '2026-11-16' }).success).toBe(true);
  });
});
