import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageControls } from '../components/paged-rows';
import { i18n } from '../lib/i18n';
import { AppProviders } from './providers';

describe("the app's providers and the language shown", () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it("give MUI's own texts in the language shown, switching with it", async () => {
    render(
      <AppProviders>
        <PageControls count={120} page={0} pageSize={50} onChange={() => {}} />
      </AppProviders>,
    );
    expect(screen.getByText('Rows per page:')).toBeTruthy();

    await act(() => i18n.changeLanguage('de'));

    expect(screen.getByText('Zeilen pro Seite:')).toBeTruthy();
    expect(screen.getByText('1–50 von 120')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });
});
