import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/page-states';
import { useToast } from '../../components/toast';
import { portalSettingsQuery } from '../../lib/portal-settings';
import { useSaveSettings } from './api';
import { CarryOverForm } from './carry-over-form';

/** The zones this browser knows; the portal's own is offered even when the browser lacks it. */
function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

/**
 * Portal settings: the time zone of the server's own time rules (docs/product/time-model.md#time-zone) and the day last
 * year's leftover leave expires on (docs/product/leave.md#carry-over).
 */
export function TimeZoneCard() {
  const { t } = useTranslation('holiday-calendars');
  const headingId = useId();
  const settings = useQuery(portalSettingsQuery());
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('holiday-calendars:settings.heading')}
        </Typography>
        <QueryState isLoading={settings.isLoading} error={settings.error} onRetry={() => settings.refetch()} />
        {settings.data && <TimeZoneForm key={settings.data.time_zone} saved={settings.data.time_zone} />}
        {settings.data && (
          <CarryOverForm key={settings.data.carry_over_until ?? 'never'} saved={settings.data.carry_over_until} />
        )}
      </Stack>
    </Paper>
  );
}

function TimeZoneForm({ saved }: { saved: string }) {
  const { t } = useTranslation('holiday-calendars');
  const save = useSaveSettings();
  const toast = useToast();
  const [zone, setZone] = useState(saved);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    save.mutate(
      { time_zone: zone },
      {
        onSuccess: () => toast(t('holiday-calendars:settings.saved')),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-label={t('holiday-calendars:settings.form_label')}
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
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
            label={t('holiday-calendars:settings.time_zone')}
            helperText={t('holiday-calendars:settings.time_zone_hint')}
          />
        )}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={zone === saved || save.isPending}>
          {t('holiday-calendars:settings.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
