import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  totalMinutes,
  workEntryForm,
  type IsoDate,
  type UserClientView,
  type WorkEntryForm,
  type WorkLogView,
} from '@portal/shared';
import { FormDialog } from '../../components/form-dialog';
import { namedOptions } from '../../components/named-options';
import { numberSelectProps, textFieldProps } from '../../lib/form';
import { translateMessage } from '../../lib/i18n';
import { lockedMessage, useSaveWorkLog } from './api';
import { formatDay } from '../../lib/format';

interface EntryDialogProps {
  userId: number;
  date: IsoDate;
  /** Edit mode when an entry is passed in (docs/product/time-and-week.md#home-office). */
  entry?: WorkLogView;
  clients: UserClientView[];
  onClose(): void;
}

/** docs/product/time-and-week.md#dashboard entry form: 'Fill in the Work Day Details' or 'Edit task', with the rules of docs/product/http-contract.md#validation. */
export function EntryDialog({ userId, date, entry, clients, onClose }: EntryDialogProps) {
  const { t } = useTranslation('worklogs');
  const save = useSaveWorkLog();
  // The server's word for a locked period (docs/product/closing.md#locks), the generic line for anything else.
  const [failure, setFailure] = useState<string | null>(null);
  const choices = uniqueClients(clients, entry);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<WorkEntryForm>({
    resolver: zodResolver(workEntryForm) as Resolver<WorkEntryForm>,
    defaultValues: entry
      ? {
          description: entry.description,
          client_id: entry.client_id,
          hours: Math.floor(entry.duration / 60),
          minutes: entry.duration % 60,
        }
      : {
          description: '',
          client_id: choices.length === 1 ? choices[0]!.id : (undefined as unknown as number),
          hours: 0,
          minutes: 0,
        },
  });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        id: entry?.id,
        body: {
          description: form.description,
          client_id: form.client_id,
          duration: totalMinutes(form),
          date,
          user_id: userId,
        },
      });
      onClose();
    } catch (error) {
      setFailure(lockedMessage(error) ?? t('worklogs:entry.failed'));
    }
  });

  return (
    <FormDialog
      title={entry ? t('worklogs:entry.edit_title') : t('worklogs:entry.new_title')}
      onSubmit={onSubmit}
      onClose={onClose}
      cancelLabel={t('worklogs:entry.cancel')}
      submitLabel={t('worklogs:entry.save')}
      submitDisabled={isSubmitting}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && (
          <Alert severity="error" onClick={() => setFailure(null)} sx={{ cursor: 'pointer' }}>
            {failure}
          </Alert>
        )}
        <TextField label={t('worklogs:entry.date')} value={formatDay(date)} disabled />
        <TextField
          label={t('worklogs:entry.description')}
          multiline
          minRows={3}
          {...textFieldProps(register('description'), errors.description)}
        />
        <Controller
          control={control}
          name="client_id"
          render={({ field }) => (
            <TextField
              select
              label={t('worklogs:entry.client')}
              {...numberSelectProps(field)}
              error={!!errors.client_id}
              helperText={
                (errors.client_id?.message && translateMessage(errors.client_id.message)) ||
                (choices.length === 0 ? t('worklogs:entry.no_clients') : undefined)
              }
            >
              {namedOptions(choices)}
            </TextField>
          )}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label={t('worklogs:entry.hours')}
            type="number"
            fullWidth
            slotProps={{ htmlInput: { min: 0, max: 24, step: 1 } }}
            {...textFieldProps(register('hours', { valueAsNumber: true }), errors.hours)}
          />
          <TextField
            label={t('worklogs:entry.minutes')}
            type="number"
            fullWidth
            slotProps={{ htmlInput: { min: 0, step: 5 } }}
            {...textFieldProps(register('minutes', { valueAsNumber: true }), errors.minutes)}
          />
        </Stack>
      </Stack>
    </FormDialog>
  );
}

/** Each assigned client once; an edited entry keeps its client even if the assignment ended. */
function uniqueClients(clients: UserClientView[], entry: WorkLogView | undefined): { id: number; name: string }[] {
  const byId = new Map(clients.map((client) => [client.id, client.name]));
  if (entry && !byId.has(entry.client_id)) byId.set(entry.client_id, entry.client_name);
  return [...byId].map(([id, name]) => ({ id, name }));
}
