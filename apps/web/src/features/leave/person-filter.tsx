import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PersonName } from '@portal/shared';
import { filterPeopleQuery } from '../../lib/directory';

/** docs/product/leave.md#approval: a user filter (every employee, those who have left too) and an 'All Holidays' button that clears it. */
export function PersonFilter({ userId, onChange }: { userId: number | null; onChange(userId: number | null): void }) {
  const { t } = useTranslation('leave');
  const users = useQuery(filterPeopleQuery({ clientUsers: false }));
  const people = users.data ?? [];
  const selected = people.find((person) => person.id === userId) ?? null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Autocomplete<PersonName>
        options={people}
        value={selected}
        loading={users.isLoading}
        getOptionLabel={(person) => person.name}
        getOptionKey={(person) => person.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, person) => onChange(person?.id ?? null)}
        sx={{ width: { xs: '100%', sm: 280 } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('leave:handle.person')}
            size="small"
            error={!!users.error}
            helperText={users.error ? t('leave:handle.people_failed') : undefined}
          />
        )}
      />
      <Button variant="outlined" onClick={() => onChange(null)} disabled={userId === null}>
        {t('leave:handle.all_holidays')}
      </Button>
    </Stack>
  );
}
