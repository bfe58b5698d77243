import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderScreen, userView } from '../../test/render-screen';
import { FocalPointDialog } from './focal-point-dialog';

const WITH_PICTURE = userView({ profile_picture: '/storage/ben.png', profile_picture_focal_point: '30% 60%' });

describe('Select Focal Point in German (docs/product/languages.md)', () => {
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => i18n.changeLanguage('en'));

  it('names the dialog, the point and its place in German, as percentages are written in German', () => {
    renderScreen(<FocalPointDialog user={WITH_PICTURE} open busy={false} onCancel={() => {}} onSave={() => {}} />);

    expect(screen.getByRole('dialog', { name: 'Fokuspunkt wählen' })).toBeTruthy();
    const point = screen.getByRole('slider', { name: 'Fokuspunkt' });
    expect(point.getAttribute('aria-valuetext')).toBe('30\u00a0% von links, 60\u00a0% von oben');
    expect(screen.getByRole('img', { name: 'Bild von Ben Fischer' })).toBeTruthy();
    expect(
      screen.getByText('Klicke auf die Stelle im Bild, die immer sichtbar bleiben soll:', { exact: false }),
    ).toBeTruthy();

    fireEvent.keyDown(point, { key: 'ArrowRight' });
    // German puts a (non-breaking) space before the per cent sign.
    expect(screen.getByText('35 % 60 %').textContent).toBe('35\u00a0% 60\u00a0%');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('asks in German for a picture first', () => {
    renderScreen(<FocalPointDialog user={userView()} open busy={false} onCancel={() => {}} onSave={() => {}} />);

    expect(screen.getByText('Lade zuerst ein Bild hoch (Bearbeiten, dann Bild auswählen).')).toBeTruthy();
  });
});
