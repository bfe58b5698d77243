import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared';
import { currentLanguage, showLanguage } from '../lib/i18n';
import { useUpdateProfile } from '../lib/profile';
import { useToast } from './toast';

/**
 * The signed-in person's language (docs/product/languages.md): the language shown, and `choose`,
 * which shows the whole portal in the chosen one at once and saves it to their profile
 * (POST /user/profile). Should the server refuse, the language shown before comes back.
 */
export function useLanguageChoice() {
  // Renders again when the language shown changes.
  useTranslation('common');
  const update = useUpdateProfile();
  const toast = useToast();

  const choose = (chosen: Language) => {
    const before = currentLanguage();
    if (chosen === before) return;
    void showLanguage(chosen);
    update.mutate(
      { language: chosen },
      {
        onError: (failure) => {
          void showLanguage(before);
          toast(failure.message, 'error');
        },
      },
    );
  };

  return { language: currentLanguage(), choose };
}
