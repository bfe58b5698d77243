import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingForm, useSettingSave } from './setting-form';

/** The zones this browser knows; the portal's own is offered even when the browser lacks it. */
function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

/** The time zone of the server's own time rules (docs/product/time-model.md#time-zone). */
export function TimeZoneForm({ saved }: { saved: string }) {
  const { t } = useTranslation('settings');
  const save = useSettingSave('time_zone', t('settings:time_zone.saved'));
  const [zone, setZone] = useState(saved);

  return (
    <SettingForm
      heading={t('settings:time_zone.heading')}
      error={save.error ?? save.fieldError}
      canSave={zone !== saved && !save.pending}
      saveLabel={t('settings:time_zone.save')}
      onSubmit={() => save.submit({ time_zone: zone })}
    >
      <Autocomplete
        options={timeZones(saved)}
        value={zone}
        disableClearable
        onChange={(_event, next) => setZone(next)}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={t('settings:time_zone.label')}
            helperText={t('settings:time_zone.hint')}
          />
        )}
      />
    </SettingForm>
  );
}
