import { describe, expect, it } from 'vitest';
import { acceptedLanguages, negotiateLanguage } from './languages.js';

describe('the language of a browser (docs/product/languages.md#choice)', () => {
  it('reads Accept-Language best first: by quality, ties in the header order, without q=0 and *', () => {
    expect(acceptedLanguages('fr-FR, de-AT;q=0.8, en;q=0.9, *;q=0.5, it;q=0')).toEqual(['fr-FR', 'en', 'de-AT']);
    expect(acceptedLanguages('de, en')).toEqual(['de', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(' ;q=1, ,')).toEqual([]);
  });

  it("takes the first language the portal speaks, by its primary subtag ('de-AT' is German)", () => {
    expect(negotiateLanguage(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(negotiateLanguage(['EN-us'])).toBe('en');
    expect(negotiateLanguage(['fr', 'it'])).toBeNull();
    expect(negotiateLanguage([])).toBeNull();
  });
});
