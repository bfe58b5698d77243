import { describe, expect, it } from 'vitest';
import { homeOfficeYearTable, teamCalendarMarks } from './overviews.js';
import { catalogueEntries, catalogueText } from '../test/catalogue.js';
import { ENGLISH_REPORT_TEXTS, toCsv } from './table.js';
import { clientTimeLogTable, userTimeLog, userTimeLogTable } from './time-logs.js';

const log = (date: string, duration: number, description = 'Work') => ({
  date,
  duration,
  description,
  client_name: 'Initech',
});

describe('userTimeLog (docs/product/reports.md#user-month, docs/product/time-and-week.md#constants)', () => {
  it('"Weekends are hidden and rows are sorted by date."', () => {
    const { lines } = userTimeLog([log('2026-11-24', 60), log('2026-11-28', 60), log('2026-11-23', 60)]);

    expect(lines.filter((line) => line.kind === 'entry').map((line) => line.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
  });

  it('"After the last entry of each day there is a separator and a daily total", hours to two decimals', () => {
    const { lines } = userTimeLog([log('2026-11-23', 50), log('2026-11-23', 50), log('2026-11-24', 480)]);

    expect(lines.map((line) => line.kind)).toEqual(['entry', 'entry', 'day-total', 'entry', 'day-total']);
    expect(lines[2]).toEqual({ kind: 'day-total', date: '2026-11-23', minutes: 100, hours: '1.67' });
  });

  it('"A Total hours row", to one decimal', () => {
    expect(userTimeLog([log('2026-11-23', 50), log('2026-11-24', 50)]).totalHours).toBe('1.7');
    expect(userTimeLogTable('x', [log('2026-11-23', 90)]).rows.at(-1)).toEqual(['Total hours', '', '', '', '1.5']);
  });
});

describe('clientTimeLogTable (docs/product/reports.md#client-month)', () => {
  it('has one block per person with its total, and the total of all', () => {
    const table = clientTimeLogTable('x', [
      { user_id: 1, username: 'Ada', total_hours: 90, data: [log('2026-11-23', 90)] },
      { user_id: 2, username: 'Ben', total_hours: 30, data: [log('2026-11-24', 30)] },
    ]);

    expect(table.rows).toEqual([
      ['Ada', '2026-11-23', 'Work', 90, ''],
      ['Ada', '', 'Total hours', 90, '1.5'],
      ['Ben', '2026-11-24', 'Work', 30, ''],
      ['Ben', '', 'Total hours', 30, '0.5'],
      ['All people', '', 'Total hours', 120, '2.0'],
    ]);
  });
});

describe('homeOfficeYearTable (docs/product/reports.md#home-office-year)', () => {
  it('has users as rows and months (YYYY-MM) as columns; each cell holds the count of home-office days', () => {
    const table = homeOfficeYearTable(2026, [{ name: 'Ada', months: [2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0] }]);

    expect(table.header).toEqual([
      'Person',
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((month) => `2026-${month}`),
      'Total',
    ]);
    expect(table.rows).toEqual([['Ada', 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3]]);
  });
});

describe('teamCalendarMarks (docs/product/reports.md#team-calendar, docs/product/time-and-week.md#day-bar)', () => {
  const data = {
    people: [{ id: 1, name: 'Ada', holiday_calendar_id: 1 }],
    leave: [
      {
        user_id: 1,
        from_date: '2026-03-02',
        to_date: '2026-03-03',
        from_half: 'full' as const,
        to_half: 'full' as const,
        status: 0,
        type: 0,
      },
      {
        user_id: 1,
        from_date: '2026-03-03',
        to_date: '2026-03-03',
        from_half: 'full' as const,
        to_half: 'full' as const,
        status: 1,
        type: 0,
      },
      {
        user_id: 1,
        from_date: '2026-03-04',
        to_date: '2026-03-04',
        from_half: 'full' as const,
        to_half: 'full' as const,
        status: 2,
        type: 0,
      },
    ],
    public_holidays: [{ date: '2026-03-02', title: 'Holiday', calendar_id: 1 }],
    assignments: [{ user_id: 1, client_id: 7, from_date: '2026-03-01', to_date: null }],
    clients: [{ id: 7, name: 'Initech' }],
  };

  it('"The team calendar shows only statuses 0 and 1", national holidays first, the last request wins', () => {
    const { days, rows } = teamCalendarMarks(data, 2026);
    const mark = (date: string) => rows[0]!.leave[days.indexOf(date)];

    expect(mark('2026-03-02')).toBe('national');
    expect(mark('2026-03-03')).toBe('approved');
    expect(mark('2026-03-04')).toBeNull();
  });

  it('marks only the days inside the year of a request that spans New Year', () => {
    const spanning = {
      ...data,
      leave: [
        {
          user_id: 1,
          from_date: '2025-12-29',
          to_date: '2026-01-02',
          from_half: 'full' as const,
          to_half: 'full' as const,
          status: 1,
          type: 0,
        },
        {
          user_id: 1,
          from_date: '2026-12-30',
          to_date: '2027-01-04',
          from_half: 'full' as const,
          to_half: 'full' as const,
          status: 0,
          type: 0,
        },
      ],
    };
    const { days, rows } = teamCalendarMarks(spanning, 2026);
    const marked = days.filter((_, index) => rows[0]!.leave[index] !== null);

    expect(rows[0]!.leave).toHaveLength(365);
    expect(marked).toEqual(['2026-01-01', '2026-01-02', '2026-03-02', '2026-12-30', '2026-12-31']);
  });

  it("shows each person only their own calendar's public holidays (docs/product/time-model.md#calendars)", () => {
    const lisbon = {
      ...data,
      people: [...data.people, { id: 2, name: 'Mia', holiday_calendar_id: 2 }],
      public_holidays: [...data.public_holidays, { date: '2026-06-10', title: 'Dia de Portugal', calendar_id: 2 }],
    };
    const { days, rows } = teamCalendarMarks(lisbon, 2026);
    const mark = (person: number, date: string) => rows[person]!.leave[days.indexOf(date)];

    expect([mark(0, '2026-03-02'), mark(0, '2026-06-10')]).toEqual(['national', null]);
    expect([mark(1, '2026-03-02'), mark(1, '2026-06-10')]).toEqual([null, 'national']);
  });

  it('marks the half days of a request, and none under a public holiday (docs/product/time-model.md#half-days)', () => {
    const halves = {
      ...data,
      leave: [
        {
          user_id: 1,
          from_date: '2026-03-02',
          to_date: '2026-03-06',
          from_half: 'afternoon' as const,
          to_half: 'morning' as const,
          status: 1,
          type: 0,
        },
        {
          user_id: 1,
          from_date: '2026-03-09',
          to_date: '2026-03-09',
          from_half: 'full' as const,
          to_half: 'morning' as const,
          status: 0,
          type: 0,
        },
      ],
    };
    const { days, rows } = teamCalendarMarks(halves, 2026);
    const day = (date: string) => ({
      mark: rows[0]!.leave[days.indexOf(date)],
      half: rows[0]!.half[days.indexOf(date)],
    });

    expect(['2026-03-02', '2026-03-03', '2026-03-06', '2026-03-09'].map(day)).toEqual([
      { mark: 'national', half: false },
      { mark: 'approved', half: false },
      { mark: 'approved', half: true },
      { mark: 'pending', half: true },
    ]);
    expect(rows[0]!.half.filter(Boolean)).toHaveLength(2);
  });

  it('gives each day of leave the type of the request that wins it (docs/product/leave.md#types)', () => {
    const typed = {
      ...data,
      leave: [
        { ...data.leave[0]!, from_date: '2026-03-09', to_date: '2026-03-11', type: 5 },
        { ...data.leave[1]!, from_date: '2026-03-10', to_date: '2026-03-10', type: 1 },
        { ...data.leave[2]!, from_date: '2026-03-11', to_date: '2026-03-11', type: 2 },
        { ...data.leave[1]!, from_date: '2026-03-02', to_date: '2026-03-02', type: 1 },
      ],
    };
    const { days, rows } = teamCalendarMarks(typed, 2026);
    const type = (date: string) => rows[0]!.type[days.indexOf(date)];

    // The declined request leaves the 11th to the pending one; the public holiday the 2nd to nobody.
    expect(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-02'].map(type)).toEqual([
      5,
      1,
      5,
      null,
      null,
    ]);
  });

  it('colours the days of a client assignment (six colours)', () => {
    const { days, rows } = teamCalendarMarks(data, 2026);

    expect(rows[0]!.client[days.indexOf('2026-02-28')]).toBeNull();
    expect(rows[0]!.client[days.indexOf('2026-03-01')]).toBe(0);
  });
});

describe('toCsv (docs/product/reports.md#downloads)', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(toCsv({ title: 't', header: ['a', 'b'], rows: [['x, "y"', '=SUM(A1)']] })).toBe(
      'a,b\r\n"x, ""y""",\'=SUM(A1)\r\n',
    );
  });
});

describe('ENGLISH_REPORT_TEXTS (docs/decisions/0019-languages.md)', () => {
  it('says what the English exports catalogue says, for every text the shared tables use', () => {
    const known = [...catalogueEntries('en', 'exports')].filter(([key]) => ENGLISH_REPORT_TEXTS.say(key) !== key);

    expect(known.length).toBeGreaterThanOrEqual(19);
    for (const [key] of known)
      expect(ENGLISH_REPORT_TEXTS.say(key, { year: 2026 })).toBe(catalogueText('en', key, { year: 2026 }));
  });

  it('writes a table in the words, dates and numbers it is given', () => {
    const german = {
      say: (key: string, values?: Record<string, string | number>) => catalogueText('de', key, values),
      date: (date: string) => date.split('-').reverse().join('.'),
      month: (year: number, month: number) => `${month}/${year}`,
      decimal: (value: number, digits: number) => value.toFixed(digits).replace('.', ','),
    };

    const table = userTimeLogTable('x', [log('2026-11-23', 90)], german);

    expect(table.header).toEqual(['Datum', 'Kunde', 'Beschreibung', 'Dauer (Minuten)', 'Stunden pro Tag']);
    expect(table.rows).toEqual([
      ['23.11.2026', 'Initech', 'Work', 90, ''],
      ['23.11.2026', '', 'Tagessumme', 90, '1,50'],
      ['Stunden gesamt', '', '', '', '1,5'],
    ]);
    expect(homeOfficeYearTable(2026, [], german).title).toBe('Homeoffice 2026');
  });
});
