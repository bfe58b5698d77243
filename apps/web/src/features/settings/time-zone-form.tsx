import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { useSaveSettings } from './api';

/** The zones this browser knows; the portal's own is offered even when the browser lacks it. */
function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

/** The time zone of the server's own time rules (docs/product/time-model.md#time-zone). */
export function TimeZoneForm({ saved }: { saved: string }) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const save = useSaveSettings();
  const toast = useToast();
  const [zone, setZone] = useState(saved);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    save.mutate(
      { time_zone: zone },
      {
        onSuccess: () => toast(t('settings:time_zone.saved')),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-labelledby={headingId}
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t('settings:time_zone.heading')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
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
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={zone === saved || save.isPending}>
          {t('settings:time_zone.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
