import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeFor } from '../app/theme';
import { i18n } from '../lib/i18n';
import { renderScreen } from '../test/render-screen';
import { useConfirmation } from './confirm-dialog';
import { LoadingScreen } from './loading-screen';
import { MonthYearSelect } from './month-year-select';
import { QueryState } from './page-states';
import { PAGE_SIZES, PageControls, type PageChoice } from './paged-rows';
import { ScreenErrorBoundary } from './screen-error-boundary';

function PagedList({ count }: { count: number }) {
  const [choice, setChoice] = useState<PageChoice>({ page: 0, pageSize: PAGE_SIZES[0]! });
  return <PageControls count={count} {...choice} onChange={setChoice} />;
}

function AskToDelete() {
  const deletion = useConfirmation<string>({ text: (name) => `${name}?`, onConfirm: async () => undefined });
  useEffect(() => deletion.ask('Ada'), []); // eslint-disable-line react-hooks/exhaustive-deps
  return deletion.dialog;
}

function Broken(): never {
  throw new Error('the chunk failed');
}

describe('the shared components in German (docs/product/languages.md)', () => {
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(async () => {
    vi.restoreAllMocks();
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('names the months in German', () => {
    render(<MonthYearSelect month={3} year={2026} onChange={() => {}} />);

    expect(screen.getByRole('combobox', { name: 'Monat' }).textContent).toBe('März');
    expect(screen.getByRole('combobox', { name: 'Jahr' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Monat' }));
    const months = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(months.map((option) => option.textContent).slice(0, 3)).toEqual(['Januar', 'Februar', 'März']);
  });

  it("gives the page controls MUI's German texts and numbers", () => {
    render(
      <ThemeProvider theme={themeFor('de')}>
        <PagedList count={1200} />
      </ThemeProvider>,
    );

    expect(screen.getByText('Zeilen pro Seite:')).toBeTruthy();
    expect(screen.getByText('1–50 von 1.200')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zur nächsten Seite' })).toBeTruthy();
  });

  it('asks to confirm a deletion in German', () => {
    renderScreen(<AskToDelete />);

    const dialog = screen.getByRole('dialog', { name: 'Löschen bestätigen' });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeTruthy();
  });

  it('says in German that a screen loads, failed to load its data, or could not be drawn', () => {
    // React reports the error the boundary catches.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <LoadingScreen />
        <QueryState isLoading={false} error={{}} onRetry={() => {}} />
        <ScreenErrorBoundary>
          <Broken />
        </ScreenErrorBoundary>
      </>,
    );

    expect(screen.getByRole('progressbar', { name: 'Wird geladen' })).toBeTruthy();
    expect(screen.getByText('Etwas ist schiefgelaufen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(
      screen.getByText('Diese Seite konnte nicht geladen werden. Lade die Seite neu, um es noch einmal zu versuchen.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
  });

  it('follows a change of language at once', async () => {
    render(<MonthYearSelect month={3} year={2026} onChange={() => {}} />);

    await act(() => i18n.changeLanguage('en'));

    expect(screen.getByRole('combobox', { name: 'Month' }).textContent).toBe('March');
  });
});
