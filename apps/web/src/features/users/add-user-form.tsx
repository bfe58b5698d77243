import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDITIONAL_ROLES, addUserBody, Role, ROLE_IDS, type AddUserBody } from '@portal/shared';
import { DateField } from '../../components/date-field';
import { namedOptions } from '../../components/named-options';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { clientsQuery } from '../../lib/directory';
import { fieldError, numberSelectProps, textFieldProps } from '../../lib/form';
import { useAddUser } from './api';
import { ADDITIONAL_ROLE_KEYS, ROLE_KEYS } from './labels';
import { CalendarField } from './calendar-field';
import { LevelField } from './level-field';
import { PasswordFields } from './password-fields';

/** docs/product/http-contract.md#validation "The default role for a new user is the third option in the list." */
const DEFAULT_ROLE = Role.USER;

const EMPTY: AddUserBody = {
  name: '',
  email: '',
  role_id: DEFAULT_ROLE,
  password: '',
  password_confirmation: '',
  level: null,
  additional_roles: [],
  client_id: null,
  start_date: null,
  end_date: null,
};

const emptyAsNull = (value: string | null) => value || null;

/** The add-user form of docs/product/http-contract.md#validation, in the 'Add User' dialog and on /register. */
export function AddUserForm({ onDone, onCancel }: { onDone?(): void; onCancel?(): void }) {
  const { t } = useTranslation('users');
  const addUser = useAddUser();
  const clients = useQuery(clientsQuery());
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AddUserBody>({
    resolver: zodResolver(addUserBody) as Resolver<AddUserBody>,
    defaultValues: EMPTY,
    mode: 'onChange',
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = form;
  const isClientUser = useWatch({ control, name: 'role_id' }) === Role.CLIENT;

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await addUser.mutateAsync(body);
      toast(t('users:add.done'));
      reset(EMPTY);
      onDone?.();
    } catch (error) {
      setServerError(
        error instanceof ApiError ? t('users:add.error', { message: firstMessage(error) }) : t('users:add.failed'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('users:add.form_label')}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <TextField label={t('users:fields.name')} required {...textFieldProps(register('name'), errors.name)} />
        <TextField
          label={t('users:fields.email')}
          type="email"
          required
          {...textFieldProps(register('email'), errors.email)}
        />
        <Controller
          control={control}
          name="role_id"
          render={({ field }) => (
            <TextField
              select
              label={t('users:fields.role')}
              required
              {...numberSelectProps(field)}
              {...fieldError(errors.role_id)}
            >
              {ROLE_IDS.map((id) => (
                <MenuItem key={id} value={id}>
                  {t(ROLE_KEYS[id])}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {isClientUser ? (
          <Controller
            control={control}
            name="client_id"
            render={({ field }) => (
              <TextField
                select
                label={t('users:fields.client')}
                required
                {...numberSelectProps(field)}
                {...fieldError(errors.client_id)}
              >
                {namedOptions(clients.data)}
              </TextField>
            )}
          />
        ) : (
          <>
            <Controller
              control={control}
              name="level"
              render={({ field }) => <LevelField value={field.value ?? null} onChange={field.onChange} />}
            />
            <Controller
              control={control}
              name="additional_roles"
              render={({ field }) => (
                <FormControl component="fieldset">
                  <FormLabel component="legend">{t('users:fields.additional_roles')}</FormLabel>
                  <FormGroup row>
                    {ADDITIONAL_ROLES.map((role) => (
                      <FormControlLabel
                        key={role}
                        label={t(ADDITIONAL_ROLE_KEYS[role])}
                        control={
                          <Checkbox
                            checked={field.value?.includes(role) ?? false}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...(field.value ?? []), role]
                                  : (field.value ?? []).filter((r) => r !== role),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                </FormControl>
              )}
            />
            <Controller
              control={control}
              name="holiday_calendar_id"
              render={({ field }) => (
                <CalendarField
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldError(errors.holiday_calendar_id)}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateField
                label={t('users:fields.start_date')}
                fullWidth
                {...textFieldProps(
                  register('start_date', { setValueAs: emptyAsNull, deps: ['end_date'] }),
                  errors.start_date,
                )}
              />
              <DateField
                label={t('users:fields.end_date')}
                fullWidth
                {...textFieldProps(register('end_date', { setValueAs: emptyAsNull }), errors.end_date)}
              />
            </Stack>
          </>
        )}
        <PasswordFields form={form} required />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && <Button onClick={onCancel}>{t('users:add.cancel')}</Button>}
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            {t('users:add.submit')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function firstMessage(error: ApiError): string {
  const fieldMessage = Object.values(error.body.errors ?? {})[0]?.[0];
  return fieldMessage ?? error.body.message;
}
