import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '@portal/shared';
import { namedOptions } from '../../components/named-options';
import { peopleNamesQuery } from '../../lib/directory';
import { SettingForm, useSettingSave } from './setting-form';

type Approver = { id: number; name: string };

/**
 * docs/product/leave.md#approver: the person shown as Confirming and told of new requests, one of the active
 * administrators. PATCH /settings {leave_approver_id}.
 */
export function LeaveApproverForm({ saved }: { saved: Approver | null }) {
  const { t } = useTranslation('settings');
  const hintId = useId();
  const people = useQuery(peopleNamesQuery());
  const save = useSettingSave('leave_approver_id', t('settings:approver.saved'));
  const [chosen, setChosen] = useState<number | ''>(saved?.id ?? '');
  const admins: Approver[] = (people.data ?? []).filter((person) => isAdminRole(person.role_id));
  // The saved approver stays choosable while the list loads (or after they stopped being an admin).
  const options = saved && !admins.some((admin) => admin.id === saved.id) ? [saved, ...admins] : admins;

  return (
    <SettingForm
      heading={t('settings:approver.heading')}
      hint={t('settings:approver.hint')}
      hintId={hintId}
      error={save.error ?? save.fieldError ?? people.error?.message}
      canSave={chosen !== '' && chosen !== saved?.id && !save.pending}
      saveLabel={t('settings:approver.save')}
      onSubmit={() => chosen !== '' && save.submit({ leave_approver_id: chosen })}
    >
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
    </SettingForm>
  );
}
