import { queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DEFAULT_LANGUAGE, type HolidayCountry, type Language } from '@portal/shared';
import { call } from './api-client';
import { currentLanguage } from './i18n';

/** GET /national_holidays/countries: the countries and regions the import knows (docs/product/leave.md#holiday-import). */
export const holidayCountriesQuery = () =>
  queryOptions({
    queryKey: ['holiday-import-countries'],
    queryFn: async () => (await call('GET /national_holidays/countries')).data,
    staleTime: Infinity,
  });

/**
 * The countries as the server names them (in English, the holiday library's), in another
 * language by the browser's own names of regions, sorted by them; a name the browser lacks stays the server's.
 */
function countriesIn(language: Language, countries: HolidayCountry[]): HolidayCountry[] {
  if (language === DEFAULT_LANGUAGE) return countries;
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    return countries;
  }
  const named = countries.map((country) => {
    let name: string | undefined;
    try {
      name = names.of(country.code);
    } catch {
      name = undefined;
    }
    return name ? { ...country, name } : country;
  });
  const collator = new Intl.Collator(language);
  return named.sort((a, b) => collator.compare(a.name, b.name));
}

/** The countries as the language shown names them, for the import and the Locations tab. */
export function useCountriesShown(countries: HolidayCountry[] | undefined): HolidayCountry[] {
  const language = currentLanguage();
  return useMemo(() => countriesIn(language, countries ?? []), [language, countries]);
}
