import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '@portal/shared';
import { chooseLanguageBeforeSignIn, currentLanguage } from '../lib/i18n';
import { PlainButton } from './plain-button';

const Row = styled('div')({ display: 'flex', justifyContent: 'center', gap: 8, marginTop: 16 });

const LanguageButton = styled(PlainButton)({
  textTransform: 'none',
  fontWeight: 400,
  '&[aria-pressed="true"]': { fontWeight: 700 },
});

/**
 * The language switch of the pages before sign-in (docs/product/languages.md): each language named in
 * itself, the one shown pressed; the choice is remembered in this browser until the person signs in
 * with a language of their own. Plain buttons: a select would bring MUI's menu, and MUI's Button its
 * ButtonBase, into the login screen's budget (docs/decisions/0016-web-budget.md).
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const shown = currentLanguage();
  return (
    <Row role="group" aria-label={t('common:language.label')}>
      {LANGUAGES.map((language) => (
        <LanguageButton
          key={language}
          variant="text"
          size="small"
          lang={language}
          aria-pressed={language === shown}
          color={language === shown ? 'primary' : 'inherit'}
          onClick={() => void chooseLanguageBeforeSignIn(language)}
        >
          {LANGUAGE_NAMES[language]}
        </LanguageButton>
      ))}
    </Row>
  );
}
