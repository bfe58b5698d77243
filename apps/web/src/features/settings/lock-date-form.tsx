import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingForm, useSettingSave } from './setting-form';
import { DateField } from '../../components/date-field';

/**
 * docs/product/closing.md#locks: the lock date ("YYYY-MM-DD"): every work log and home-office day on or before it is
 * locked; "No lock" clears it. PATCH /settings {locked_until}.
 */
export function LockDateForm({ saved }: { saved: string | null }) {
  const { t } = useTranslation('settings');
  const hintId = useId();
  const save = useSettingSave('locked_until', t('settings:lock.saved'));
  const [date, setDate] = useState(saved ?? '');
  const chosen = date === '' ? null : date;

  return (
    <SettingForm
      heading={t('settings:lock.heading')}
      hint={`${chosen === null ? `${t('settings:lock.none')} ` : ''}${t('settings:lock.hint')}`}
      hintId={hintId}
      error={save.fieldError ?? save.error}
      canSave={chosen !== saved && !save.pending}
      saveLabel={t('settings:lock.save')}
      onSubmit={() => save.submit({ locked_until: chosen })}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <DateField
          size="small"
          label={t('settings:lock.label')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
          sx={{ minWidth: 220 }}
        />
        <Button onClick={() => setDate('')} disabled={date === ''}>
          {t('settings:lock.clear')}
        </Button>
      </Stack>
    </SettingForm>
  );
}
