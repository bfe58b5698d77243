import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderScreen } from '../../test/render-screen';
import NotFoundPage from './not-found-page';

describe('Page Not Found in German (docs/product/languages.md)', () => {
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => i18n.changeLanguage('en'));

  it('says so in German and leads home', () => {
    renderScreen(<NotFoundPage />);

    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByText('Die Seite, die du suchst, gibt es nicht oder sie wurde entfernt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });
});
