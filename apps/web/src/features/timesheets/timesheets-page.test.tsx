import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localIsoDate, Role, type TimesheetView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { refuse, reply, useStubbedApi } from '../../test/stubbed-api';
import TimesheetsPage from './timesheets-page';

const ADMIN = { ...SIGNED_IN_USER, id: 1, role_id: Role.ADMIN };
/** The month shown without ?month=: this one. */
const MONTH = localIsoDate(new Date()).slice(0, 7);
const SLOW = { timeout: 10_000 };

const sheet = (user_id: number, name: string, changes: Partial<TimesheetView> = {}): TimesheetView => ({
  user_id,
  name,
  month: MONTH,
  status: 'open',
  submitted_at: null,
  decided_by: null,
  decided_at: null,
  comment: null,
  logged_minutes: 9600,
  target_minutes: 10080,
  missing_days: [`${MONTH}-02`],
  leave_days: 1,
  ...changes,
});

let sheets: TimesheetView[] = [];
let failing = false;
const sent: { path: string; body: unknown }[] = [];

async function serve(url: string, init?: RequestInit): Promise<Response> {
  const { pathname, searchParams } = new URL(url, 'http://portal.test');
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
  if (init?.method === 'POST') sent.push({ path: pathname, body });
  if (pathname === '/api/timesheets' && failing) return refuse('INTERNAL_ERROR', 'The server failed.');
  if (pathname === '/api/timesheets') {
    expect(searchParams.get('month')).toBe(MONTH);
    return reply('GET /timesheets', { data: sheets });
  }
  const approve = /^\/api\/timesheets\/(\d+)\/[\d-]+\/approve$/.exec(pathname);
  if (approve) {
    sheets = sheets.map((one) => (one.user_id === Number(approve[1]) ? { ...one, status: 'approved' } : one));
    return reply('POST /timesheets/:userId/:month/approve', {
      data: sheets.find((one) => one.user_id === Number(approve[1]))!,
    });
  }
  const reopen = /^\/api\/timesheets\/(\d+)\/[\d-]+\/reopen$/.exec(pathname);
  if (reopen) {
    sheets = sheets.map((one) =>
      one.user_id === Number(reopen[1]) ? { ...one, status: 'open', comment: String(body!.comment) } : one,
    );
    return reply('POST /timesheets/:userId/:month/reopen', {
      data: sheets.find((one) => one.user_id === Number(reopen[1]))!,
    });
  }
  if (pathname === '/api/timesheets/approve') {
    const ids = body!.user_ids as number[];
    const changed = sheets.filter((one) => ids.includes(one.user_id) && one.status !== 'approved');
    sheets = sheets.map((one) => (ids.includes(one.user_id) ? { ...one, status: 'approved' } : one));
    return reply('POST /timesheets/approve', { data: changed.map((one) => ({ ...one, status: 'approved' as const })) });
  }
  throw new Error(`unexpected call ${url}`);
}

const renderPage = () => renderScreen(<TimesheetsPage />, { user: ADMIN });
const table = () => screen.findByRole('table', { name: 'Timesheets' }, SLOW);
const rowNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('the Timesheets screen (docs/product/closing.md#timesheets)', { timeout: 30_000 }, () => {
  useStubbedApi(serve, () => {
    sheets = [
      sheet(4, 'Ben Fischer'),
      sheet(5, 'Mia Wagner', { status: 'submitted', submitted_at: `${MONTH}-01T10:00:00Z`, missing_days: [] }),
      sheet(6, 'Tom Becker', { status: 'approved', missing_days: [] }),
    ];
    failing = false;
    sent.length = 0;
  });
  // jsdom lays nothing out: the table gets a height so that the virtualiser draws its rows.
  beforeEach(() => vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600));
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('lists each person with their state, hours against the target, missing days and leave days', async () => {
    renderPage();
    const grid = await table();

    const ben = within(grid).getAllByRole('row')[1]!;
    expect(
      within(ben)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Ben Fischer', 'Open', '160.0 of 168.0 h · Leave days: 1', '1 missing: 2', '1', 'Approve']);
    expect(rowNames(grid)).toEqual(['Ben Fischer', 'Mia Wagner', 'Tom Becker']);
    expect(within(grid).getByRole('button', { name: 'Reopen Tom Becker' })).toBeTruthy();
    expect(within(grid).queryByRole('button', { name: 'Approve Tom Becker' })).toBeNull();
  });

  it('filters by status and by name', async () => {
    renderPage();
    const grid = await table();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Submitted' }));
    expect(rowNames(grid)).toEqual(['Mia Wagner']);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'beck' } });
    await vi.waitFor(() => expect(rowNames(grid)).toEqual(['Tom Becker']));
  });

  it('approves one person', async () => {
    renderPage();
    const grid = await table();

    fireEvent.click(within(grid).getByRole('button', { name: 'Approve Ben Fischer' }));

    expect(await screen.findByText('Timesheet of Ben Fischer approved', {}, SLOW)).toBeTruthy();
    expect(sent).toEqual([{ path: `/api/timesheets/4/${MONTH}/approve`, body: undefined }]);
  });

  it('approves the people selected at once; approved ones cannot be selected', async () => {
    renderPage();
    const grid = await table();
    const approveSelected = () => screen.getByRole('button', { name: /^Approve selected/ }) as HTMLButtonElement;
    expect(approveSelected().disabled).toBe(true);
    expect((within(grid).getByRole('checkbox', { name: 'Select Tom Becker' }) as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select all shown' }));
    expect(approveSelected().textContent).toBe('Approve selected (2)');
    fireEvent.click(approveSelected());

    expect(await screen.findByText('2 timesheets approved', {}, SLOW)).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/timesheets/approve', body: { month: MONTH, user_ids: [4, 5] } }]);
  });

  it('reopens a month only with a comment, which the person is sent', async () => {
    renderPage();
    const grid = await table();

    fireEvent.click(within(grid).getByRole('button', { name: 'Reopen Mia Wagner' }));
    const dialog = screen.getByRole('dialog', { name: new RegExp(' of Mia Wagner$') });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByText('Say why the month is reopened.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: '30 October is missing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));

    expect(await screen.findByText(/ of Mia Wagner reopened$/, {}, SLOW)).toBeTruthy();
    expect(sent).toEqual([{ path: `/api/timesheets/5/${MONTH}/reopen`, body: { comment: '30 October is missing' } }]);
    expect(await within(grid).findByText('Reopened: 30 October is missing', {}, SLOW)).toBeTruthy();
  });

  it('says when nobody is employed in the month', async () => {
    sheets = [];
    renderPage();
    expect(await screen.findByText('Nobody is employed in this month.', {}, SLOW)).toBeTruthy();
  });

  it('says when the month cannot be loaded', async () => {
    failing = true;
    renderPage();
    expect(await screen.findByText('The server failed.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('names the table, filters and buttons in German', async () => {
    await i18n.changeLanguage('de');
    renderPage();
    const grid = await screen.findByRole('table', { name: 'Stundenzettel' }, SLOW);

    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', 'Person', 'Status', 'Erfasst / Soll', 'Fehlende Tage', 'Urlaubstage', 'Aktionen']);
    expect(within(grid).getByRole('button', { name: 'Ben Fischer genehmigen' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Tom Becker wieder öffnen' })).toBeTruthy();
    expect(within(grid).getAllByText('Eingereicht')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Auswahl genehmigen (0)' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Nach Namen suchen' })).toBeTruthy();
  });
});
