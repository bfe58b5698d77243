import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LEVELS } from '@portal/shared';
import { LEVEL_KEYS } from './labels';

/** The level choice of docs/product/people-and-clients.md#user-fields (12 levels), or none. */
export function LevelField({
  value,
  onChange,
  size,
}: {
  value: string | null;
  onChange(level: string | null): void;
  size?: 'small';
}) {
  const { t } = useTranslation('users');
  return (
    <TextField
      select
      size={size}
      label={t('users:fields.level')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">
        <em>{t('users:fields.level_none')}</em>
      </MenuItem>
      {LEVELS.map((level) => (
        <MenuItem key={level} value={level}>
          {t(LEVEL_KEYS[level])}
        </MenuItem>
      ))}
    </TextField>
  );
}
