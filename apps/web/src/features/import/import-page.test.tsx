import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role, type ImportResult } from '@portal/shared';
import { renderScreen, userView } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import ImportPage from './import-page';

const DRAWN = { timeout: 10_000 };

/** The stub server's answer to each file, by its name: what a dry run and an import say of it. */
const ANSWERS: Record<string, { checked: ImportResult; imported?: ImportResult }> = {
  'bad.csv': {
    checked: {
      format: 'clockify',
      rows: 3,
      created: 0,
      error_count: 2,
      errors: [
        { row: 1, message: 'There is no client named "Umbrella".' },
        { row: 3, message: 'The duration must be 1 to 1440 minutes, not 0.' },
      ],
    },
  },
  'good.csv': {
    checked: { format: 'portal', rows: 2, created: 0, error_count: 0, errors: [] },
    imported: { format: 'portal', rows: 2, created: 2, error_count: 0, errors: [] },
  },
};

describe('/import (docs/product/access.md#import)', { timeout: 30_000 }, () => {
  const { calls } = useStubbedApi(async (url, init) => {
    const file = (init?.body as FormData).get('file') as File;
    const answer = ANSWERS[file.name]!;
    const dryRun = url.endsWith('?dry_run=1');
    return dryRun
      ? reply('POST /logs/import', { data: answer.checked })
      : reply('POST /logs/import', { data: answer.imported! }, { status: 201 });
  });
  // jsdom lays nothing out: the table gets a height so that the virtualiser draws its rows.
  beforeEach(() => vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600));
  afterEach(() => vi.restoreAllMocks());
  const choose = (name: string) =>
    fireEvent.change(screen.getByLabelText('CSV file to import'), {
      target: { files: [new File(['date,email,client,description,minutes\n'], name, { type: 'text/csv' })] },
    });

  it('checks a chosen file at once, lists its wrong rows and keeps the import off', async () => {
    renderScreen(<ImportPage />);

    choose('bad.csv');

    const table = await screen.findByRole('table', { name: 'Rows that cannot be imported' }, DRAWN);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'RowProblem',
      '1There is no client named "Umbrella".',
      '3The duration must be 1 to 1440 minutes, not 0.',
    ]);
    expect(screen.getByText('3 rows in a Clockify detailed report.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 3 rows' })).toHaveProperty('disabled', true);
    expect(calls()).toEqual(['/api/logs/import?dry_run=1']);
  });

  it('imports a file whose rows are all fine and says how many were created', async () => {
    renderScreen(<ImportPage />);
    choose('good.csv');
    await screen.findByText('All 2 rows are fine.', {}, DRAWN);

    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));

    expect(await screen.findByText('2 work logs imported.', {}, DRAWN)).toBeTruthy();
    expect(calls()).toEqual(['/api/logs/import?dry_run=1', '/api/logs/import']);
  });

  it('tells an employee that only their own rows are imported, and an admin that anyone’s are', () => {
    const { unmount } = renderScreen(<ImportPage />, { user: userView({ email: 'ben@example.com' }) });
    expect(
      screen.getByText('You can import only your own work logs: every row must have your e-mail, ben@example.com.'),
    ).toBeTruthy();
    unmount();

    renderScreen(<ImportPage />, { user: userView({ role_id: Role.ADMIN }) });
    expect(
      screen.getByText('As an administrator you import work logs for anyone, found by their e-mail.'),
    ).toBeTruthy();
  });
});
