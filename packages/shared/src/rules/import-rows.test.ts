import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockifyDate,
  decimalHoursToMinutes,
  hoursMinutesSecondsToMinutes,
  importLayoutOf,
  type ImportedRow,
} from './import-rows.js';

const CLOCKIFY_HEADER = [
  'Project',
  'Client',
  'Description',
  'Task',
  'User',
  'Group',
  'Email',
  'Tags',
  'Billable',
  'Start Date',
  'Start Time',
  'End Date',
  'End Time',
  'Duration (h)',
  'Duration (decimal)',
  'Billable Rate (USD)',
  'Billable Amount (USD)',
];
const TOGGL_HEADER = [
  'User',
  'Email',
  'Client',
  'Project',
  'Task',
  'Description',
  'Billable',
  'Start date',
  'Start time',
  'End date',
  'End time',
  'Duration',
  'Tags',
  'Amount (EUR)',
];

/** A Clockify record with the given cells, the rest as an export leaves them. */
function clockify(cells: Partial<Record<(typeof CLOCKIFY_HEADER)[number], string>>): string[] {
  const filled: Record<string, string> = {
    Project: 'Website',
    Client: 'Northwind',
    Description: 'Review',
    Task: '',
    User: 'Ana',
    Group: '',
    Email: 'ana@example.com',
    Tags: '',
    Billable: 'Yes',
    'Start Date': '11/16/2026',
    'Start Time': '09:00:00 AM',
    'End Date': '11/16/2026',
    'End Time': '10:30:00 AM',
    'Duration (h)': '01:30:00',
    'Duration (decimal)': '1.50',
    'Billable Rate (USD)': '0.00',
    'Billable Amount (USD)': '0.00',
    ...cells,
  };
  return CLOCKIFY_HEADER.map((name) => filled[name]!);
}

function toggl(cells: Partial<Record<(typeof TOGGL_HEADER)[number], string>>): string[] {
  const filled: Record<string, string> = {
    User: 'Ben',
    Email: 'ben@example.com',
    Client: 'Contoso',
    Project: 'Support',
    Task: '',
    Description: 'Triage',
    Billable: 'No',
    'Start date': '2026-11-17',
    'Start time': '13:00:00',
    'End date': '2026-11-17',
    'End time': '13:45:20',
    Duration: '00:45:20',
    Tags: '',
    'Amount (EUR)': '',
    ...cells,
  };
  return TOGGL_HEADER.map((name) => filled[name]!);
}

const row = (fields: Partial<ImportedRow>): ImportedRow => ({
  date: '2026-11-16',
  email: 'ana@example.com',
  client: 'Northwind',
  description: 'Review',
  minutes: 90,
  ...fields,
});

describe('the import formats (docs/product/access.md#import)', () => {
  describe('told apart by the header', () => {
    it.each([
      ['the portal’s own header', ['date', 'email', 'client', 'description', 'minutes'], 'portal'],
      [
        'the own header in capitals, with a byte-order mark',
        ['\uFEFFDate', 'EMAIL', 'Client', 'Description', 'Minutes'],
        'portal',
      ],
      ["Clockify's detailed report", CLOCKIFY_HEADER, 'clockify'],
      ["Clockify's report without Duration (h)", CLOCKIFY_HEADER.filter((name) => name !== 'Duration (h)'), 'clockify'],
      ["Toggl Track's detailed report", TOGGL_HEADER, 'toggl'],
    ])('%s', (_case, header, format) => {
      expect(importLayoutOf(header)?.format).toBe(format);
    });

    it.each([
      ['the own names in another order', ['email', 'date', 'client', 'description', 'minutes']],
      ['an own header with a sixth column', ['date', 'email', 'client', 'description', 'minutes', 'note']],
      ['a tracker export without e-mails', TOGGL_HEADER.filter((name) => name !== 'Email')],
      ['a tracker export without a duration', TOGGL_HEADER.filter((name) => name !== 'Duration')],
      ['nothing known', ['a', 'b']],
    ])('refuses %s', (_case, header) => {
      expect(importLayoutOf(header)).toBeNull();
    });
  });

  describe("the portal's own rows", () => {
    const read = (record: string[]) =>
      importLayoutOf(['date', 'email', 'client', 'description', 'minutes'])!.read(record);

    it('takes the fields as they are, the e-mail lower-cased and the text trimmed', () => {
      expect(read(['2026-11-16', ' Ana@Example.com ', ' Northwind ', ' Review ', ' 90 '])).toEqual({ row: row({}) });
    });

    it.each([
      ['1.5', 'errors:import.minutes_whole'],
      ['', 'errors:import.minutes_whole'],
      ['-5', 'errors:import.minutes_whole'],
      ['0', 'errors:import.minutes_range'],
      ['1441', 'errors:import.minutes_range'],
    ])('refuses the minutes %j', (minutes, message) => {
      expect(read(['2026-11-16', 'ana@example.com', 'Northwind', 'Review', minutes]).problem?.message).toBe(message);
    });

    it.each([
      ['2026-13-01', 'validation:date_not_real'],
      ['16/11/2026', 'validation:date_format'],
      ['2100-01-01', 'validation:date_out_of_range'],
    ])('refuses the date %s as POST /logs would', (date, message) => {
      expect(read([date, 'ana@example.com', 'Northwind', 'Review', '60']).problem?.message).toBe(message);
    });
  });

  describe("Clockify's rows", () => {
    const read = (cells: Parameters<typeof clockify>[0]) => importLayoutOf(CLOCKIFY_HEADER)!.read(clockify(cells));

    it('maps Start Date, Email, Client, Description and Duration (h)', () => {
      expect(read({})).toEqual({ row: row({}) });
    });

    it('takes the Project as the client when the Client is empty, and the Task, else the Project, as the description', () => {
      expect(read({ Client: '', Description: '', Task: 'Design' })).toEqual({
        row: row({ client: 'Website', description: 'Design' }),
      });
      expect(read({ Client: '', Description: '' })).toEqual({
        row: row({ client: 'Website', description: 'Website' }),
      });
    });

    it('reads Duration (decimal) when the export has no Duration (h)', () => {
      const header = CLOCKIFY_HEADER.filter((name) => name !== 'Duration (h)');
      const record = clockify({ 'Duration (decimal)': '0.25' }).filter((_, i) => CLOCKIFY_HEADER[i] !== 'Duration (h)');
      expect(importLayoutOf(header)!.read(record)).toEqual({ row: row({ minutes: 15 }) });
    });

    it('refuses an entry under half a minute, which rounds to none', () => {
      expect(read({ 'Duration (h)': '00:00:29' }).problem?.message).toBe('errors:import.minutes_range');
    });

    it('names a date it cannot read', () => {
      expect(read({ 'Start Date': '16/11/26' }).problem).toEqual({
        message: 'errors:import.date_format',
        values: { date: '16/11/26' },
      });
    });
  });

  describe("Toggl Track's rows", () => {
    const read = (cells: Parameters<typeof toggl>[0]) => importLayoutOf(TOGGL_HEADER)!.read(toggl(cells));

    it('maps Start date, Email, Client, Description and Duration, rounding to the nearest minute', () => {
      expect(read({})).toEqual({
        row: row({
          date: '2026-11-17',
          email: 'ben@example.com',
          client: 'Contoso',
          description: 'Triage',
          minutes: 45,
        }),
      });
    });

    it('refuses a duration that is not hh:mm:ss', () => {
      expect(read({ Duration: '45 min' }).problem?.message).toBe('errors:import.duration_format');
    });
  });

  describe("Clockify's Start Date", () => {
    it.each([
      ['11/16/2026', '2026-11-16'],
      ['1/2/2026', '2026-01-02'],
      ['2026-11-16', '2026-11-16'],
      ['16.11.2026', '2026-11-16'],
      ['16-11-2026', null],
      ['Nov 16, 2026', null],
    ])('%s → %s', (text, date) => {
      expect(clockifyDate(text)).toBe(date);
    });
  });

  describe('durations (property: hours, minutes and seconds round to the nearest minute, half a minute up)', () => {
    it('hh:mm:ss', () => {
      fc.assert(
        fc.property(fc.nat(99), fc.nat(59), fc.nat(59), (h, m, s) => {
          const text = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
          expect(hoursMinutesSecondsToMinutes(text)).toBe(h * 60 + m + (s >= 30 ? 1 : 0));
        }),
      );
    });

    it('decimal hours: whole minutes written with two decimals (off by at most 0.3 minutes) come back exactly', () => {
      fc.assert(
        fc.property(fc.nat(1440), (minutes) => {
          const text = (minutes / 60).toFixed(2);
          const back = decimalHoursToMinutes(text)!;
          expect(back).toBe(minutes);
          expect(decimalHoursToMinutes(text.replace('.', ','))).toBe(back);
        }),
      );
    });

    it.each(['', '1:5', '01:60:00', 'one', '1.2.3'])('refuses %j', (text) => {
      expect(hoursMinutesSecondsToMinutes(text) ?? decimalHoursToMinutes(text)).toBeNull();
    });
  });
});
