import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorCode, UserClientView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen } from '../../test/render-screen';
import { refuse } from '../../test/stubbed-api';
import { EntryDialog } from './entry-dialog';

const assignment = (id: number, name: string): UserClientView => ({
  id,
  name,
  hours: 20,
  pivot: { id: id * 10, client_id: id, hours: 20, from_date: '2025-01-01', to_date: null },
});

function renderEntryDialog(clients = [assignment(3, 'Initech')]) {
  renderScreen(<EntryDialog userId={4} date="2025-03-03" clients={clients} onClose={() => {}} />);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the work entry form (docs/product/time-and-week.md#entry-form)', () => {
  afterEach(cleanup);

  it("shows 'Description is required' and 'Duration is required' for an empty entry", async () => {
    renderEntryDialog();

    save();

    expect(await screen.findByText('Description is required')).toBeTruthy();
    expect(screen.getByText('Duration is required')).toBeTruthy();
    expect(screen.getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows 'Description is required' for a description of spaces only", async () => {
    renderEntryDialog();
    type('Description', '   ');
    type('Hours', '1');

    save();

    expect(await screen.findByText('Description is required')).toBeTruthy();
    expect(screen.queryByText('Duration is required')).toBeNull();
  });

  it("shows 'Duration is required' when hours and minutes are both 0", async () => {
    renderEntryDialog();
    type('Description', 'Pairing on the billing export');
    type('Hours', '0');
    type('Minutes', '0');

    save();

    expect(await screen.findByText('Duration is required')).toBeTruthy();
    expect(screen.queryByText('Description is required')).toBeNull();
  });

  it("shows 'A day has at most 24 hours' for more than 24 hours", async () => {
    renderEntryDialog();
    type('Description', 'Pairing on the billing export');
    type('Hours', '24');
    type('Minutes', '5');

    save();

    expect(await screen.findByText('A day has at most 24 hours')).toBeTruthy();
  });

  it("shows 'Client is required' when the person has several clients and none is chosen", async () => {
    renderEntryDialog([assignment(3, 'Initech'), assignment(5, 'Globex Corporation')]);
    type('Description', 'Pairing on the billing export');
    type('Hours', '2');

    save();

    expect(await screen.findByText('Client is required')).toBeTruthy();
  });

  it("is titled 'Fill in the Work Day Details' for a new entry", () => {
    renderEntryDialog();

    expect(screen.getByRole('dialog', { name: 'Fill in the Work Day Details' })).toBeTruthy();
  });

  it('names its title, fields and buttons in German, with the date in German order', async () => {
    await i18n.changeLanguage('de');
    try {
      renderEntryDialog([]);

      const dialog = screen.getByRole('dialog', { name: 'Arbeitszeit erfassen' });
      expect((screen.getByLabelText('Datum') as HTMLInputElement).value).toBe('03.03.2025');
      expect(screen.getByLabelText('Beschreibung')).toBeTruthy();
      expect(screen.getByLabelText('Stunden')).toBeTruthy();
      expect(screen.getByText('Dieser Person ist noch kein Kunde zugeordnet.')).toBeTruthy();
      expect(dialog.querySelectorAll('button').length).toBe(2);
      expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('a save refused by the server (docs/product/closing.md#locks)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  const refuseSaves = (code: ErrorCode, message: string) => vi.stubGlobal('fetch', async () => refuse(code, message));
  const fillIn = () => {
    type('Description', 'Pairing on the billing export');
    type('Hours', '2');
    save();
  };

  it("shows the server's message for a locked period", async () => {
    refuseSaves('PERIOD_LOCKED', 'This period is locked.');
    renderEntryDialog();

    fillIn();

    expect(await screen.findByText('This period is locked.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Fill in the Work Day Details' })).toBeTruthy();
  });

  it('keeps the general line for any other refusal, whatever its text', async () => {
    refuseSaves('CONFLICT', 'This period is locked.');
    renderEntryDialog();

    fillIn();

    expect(await screen.findByText('Error occurred. Please try again.')).toBeTruthy();
    expect(screen.queryByText('This period is locked.')).toBeNull();
  });
});
