import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '@portal/shared';
import { chooseLanguageBeforeSignIn, currentLanguage } from '../lib/i18n';

/**
 * The language switch of the pages before sign-in (docs/product/languages.md): each language named in
 * itself, the one shown pressed; the choice is remembered in this browser until the person signs in
 * with a language of their own. Plain buttons: a select would bring MUI's menu into the login
 * screen's budget (docs/decisions/0016-web-budget.md).
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const shown = currentLanguage();
  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label={t('common:language.label')}
      sx={{ justifyContent: 'center', mt: 2 }}
    >
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="small"
          lang={language}
          aria-pressed={language === shown}
          color={language === shown ? 'primary' : 'inherit'}
          onClick={() => void chooseLanguageBeforeSignIn(language)}
          sx={{ textTransform: 'none', fontWeight: language === shown ? 700 : 400 }}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Stack>
  );
}
