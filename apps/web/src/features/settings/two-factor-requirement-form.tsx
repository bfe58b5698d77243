import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingForm, useSettingSave } from './setting-form';

/**
 * docs/product/access.md#two-factor: whether admins must set up two-factor sign-in before anything else.
 * PATCH /settings {require_2fa_for_admins}.
 */
export function TwoFactorRequirementForm({ saved }: { saved: boolean }) {
  const { t } = useTranslation('settings');
  const hintId = useId();
  const save = useSettingSave('require_2fa_for_admins', t('settings:two_factor.saved'));
  const [required, setRequired] = useState(saved);

  return (
    <SettingForm
      heading={t('settings:two_factor.heading')}
      hint={t('settings:two_factor.hint')}
      hintId={hintId}
      error={save.error ?? save.fieldError}
      canSave={required !== saved && !save.pending}
      saveLabel={t('settings:two_factor.save')}
      onSubmit={() => save.submit({ require_2fa_for_admins: required })}
    >
      <FormControlLabel
        control={
          <Switch
            checked={required}
            onChange={(event) => setRequired(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={t('settings:two_factor.label')}
      />
    </SettingForm>
  );
}
