import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '@portal/shared';
import { namedOptions } from '../../components/named-options';
import { useToast } from '../../components/toast';
import { peopleNamesQuery } from '../../lib/directory';
import { useSaveSettings } from './api';

type Approver = { id: number; name: string };

/**
 * docs/product/leave.md#approver: the person shown as Confirming and told of new requests, one of the active
 * administrators. PATCH /settings {leave_approver_id}.
 */
export function LeaveApproverForm({ saved }: { saved: Approver | null }) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const hintId = useId();
  const people = useQuery(peopleNamesQuery());
  const save = useSaveSettings();
  const toast = useToast();
  const [chosen, setChosen] = useState<number | ''>(saved?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const admins: Approver[] = (people.data ?? []).filter((person) => isAdminRole(person.role_id));
  // The saved approver stays choosable while the list loads (or after they stopped being an admin).
  const options = saved && !admins.some((admin) => admin.id === saved.id) ? [saved, ...admins] : admins;

  const submit = () => {
    if (chosen === '') return;
    setError(null);
    save.mutate(
      { leave_approver_id: chosen },
      {
        onSuccess: () => toast(t('settings:approver.saved')),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-labelledby={headingId}
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t('settings:approver.heading')}
      </Typography>
      {(error ?? people.error) && <Alert severity="error">{error ?? people.error?.message}</Alert>}
      <TextField
        select
        size="small"
        label={t('settings:approver.label')}
        value={chosen}
        onChange={(event) => setChosen(Number(event.target.value))}
        slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
        sx={{ maxWidth: 360 }}
      >
        {namedOptions(options)}
      </TextField>
      <Typography id={hintId} variant="body2" color="textSecondary">
        {t('settings:approver.hint')}
      </Typography>
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={chosen === '' || chosen === saved?.id || save.isPending}>
          {t('settings:approver.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
