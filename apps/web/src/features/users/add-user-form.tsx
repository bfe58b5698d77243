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
import {
  ADDITIONAL_ROLES,
  addUserBody,
  PASSWORDS_MUST_MATCH,
  Role,
  ROLE_CHOICES,
  type AddUserBody,
} from '@portal/shared';
import { namedOptions } from '../../components/named-options';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { clientsQuery } from '../../lib/directory';
import { confirmationMessage, fieldError, numberSelectProps, textFieldProps } from '../../lib/form';
import { useAddUser } from './api';
import { LevelField } from './level-field';

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
};

export const ADDITIONAL_ROLE_LABELS: Record<(typeof ADDITIONAL_ROLES)[number], string> = {
  onboarding: 'Onboarding',
  technology_owner: 'Technology owner',
  delivery_owner: 'Delivery owner',
  client_owner: 'Client owner',
};

/** The add-user form of docs/product/http-contract.md#validation, in the 'Add User' dialog and on /register. */
export function AddUserForm({ onDone, onCancel }: { onDone?(): void; onCancel?(): void }) {
  const addUser = useAddUser();
  const clients = useQuery(clientsQuery());
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<AddUserBody>({
    resolver: zodResolver(addUserBody) as Resolver<AddUserBody>,
    defaultValues: EMPTY,
    mode: 'onChange',
  });
  const isClientUser = useWatch({ control, name: 'role_id' }) === Role.CLIENT;
  const [password, confirmation] = useWatch({ control, name: ['password', 'password_confirmation'] });
  const confirmationError = confirmationMessage(
    password,
    confirmation,
    errors.password_confirmation?.message,
    PASSWORDS_MUST_MATCH,
  );

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await addUser.mutateAsync(body);
      toast('User added successfully');
      reset(EMPTY);
      onDone?.();
    } catch (error) {
      setServerError(error instanceof ApiError ? `Error: ${firstMessage(error)}` : 'Error submitting form');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add user">
      <Stack spacing={2} sx={{ pt: 1 }}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <TextField label="Name" required {...textFieldProps(register('name'), errors.name)} />
        <TextField label="E-mail" type="email" required {...textFieldProps(register('email'), errors.email)} />
        <Controller
          control={control}
          name="role_id"
          render={({ field }) => (
            <TextField select label="Role" required {...numberSelectProps(field)} {...fieldError(errors.role_id)}>
              {ROLE_CHOICES.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.label}
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
              <TextField select label="Client" required {...numberSelectProps(field)} {...fieldError(errors.client_id)}>
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
                  <FormLabel component="legend">Additional roles</FormLabel>
                  <FormGroup row>
                    {ADDITIONAL_ROLES.map((role) => (
                      <FormControlLabel
                        key={role}
                        label={ADDITIONAL_ROLE_LABELS[role]}
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
          </>
        )}
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          {...textFieldProps(register('password'), errors.password)}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          {...textFieldProps(register('password_confirmation'))}
          error={!!confirmationError}
          helperText={confirmationError}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            Add user
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
