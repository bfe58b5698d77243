import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@portal/shared';
import { useLanguageChoice } from './use-language-choice';

/**
 * The signed-in person's language (the sidebar's foot, the My Skills header): each language named in
 * itself; choosing one switches the portal at once and saves it to the profile.
 */
export function LanguageSelect({ sx }: { sx?: TextFieldProps['sx'] }) {
  const { t } = useTranslation('common');
  const { language, choose } = useLanguageChoice();
  return (
    <TextField
      select
      size="small"
      label={t('common:language.label')}
      value={language}
      onChange={(event) => isLanguage(event.target.value) && choose(event.target.value)}
      sx={sx}
    >
      {LANGUAGES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </MenuItem>
      ))}
    </TextField>
  );
}
