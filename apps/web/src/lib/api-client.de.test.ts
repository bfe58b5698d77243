import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, download, NetworkError } from './api-client';
import { i18n } from './i18n';

// docs/product/languages.md#server: the web app sends the language it shows, so that an answer matches the screen.
describe('the API client in German', () => {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response('<html>Bad Gateway</html>', { status: 502 }),
  );
  const sentLanguage = () => (fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>)['Accept-Language'];

  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await i18n.changeLanguage('de');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    await i18n.changeLanguage('en');
  });

  it('asks for German answers and words its own messages in German', async () => {
    await expect(call('GET /clients')).rejects.toThrow(
      'Der Server hat mit 502 geantwortet. Bitte versuche es noch einmal.',
    );
    expect(sentLanguage()).toBe('de');

    await expect(download('/home_office?year=2026&format=csv', 'homeoffice-2026.csv')).rejects.toThrow(
      'Der Server hat mit 502 geantwortet.',
    );
    expect(sentLanguage()).toBe('de');
    expect(new NetworkError().message).toBe('Netzwerkfehler: Bitte prüfe deine Internetverbindung.');
  });

  it('asks for English answers while English is shown', async () => {
    await i18n.changeLanguage('en');

    await expect(call('GET /clients')).rejects.toThrow('The server answered 502. Please try again.');
    expect(sentLanguage()).toBe('en');
  });
});
