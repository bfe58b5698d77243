import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADDITIONAL_ROLES,
  Role,
  ROLE_IDS,
  userEditBody,
  type RoleId,
  type UserEditBody,
  type UserListItem,
} from '@portal/shared';
import { numberSelectProps, textFieldProps } from '../../lib/form';
import { ADDITIONAL_ROLE_KEYS, ROLE_KEYS } from './labels';
import { CalendarField } from './calendar-field';
import { LevelField } from './level-field';
import { DateField } from '../../components/date-field';

/** Every field present, so that the form can compare with the row and send only what changed. */
const editForm = userEditBody
  .required({ name: true, email: true, role_id: true })
  .extend({
    birthday: z.string(),
    level: z.string(),
    additional_roles: z.array(z.enum(ADDITIONAL_ROLES)),
    start_date: z.string(),
    end_date: z.string(),
  })
  // docs/product/time-model.md#employment: the last day is not before the first.
  .refine((form) => !form.start_date || !form.end_date || form.start_date <= form.end_date, {
    message: 'validation:employment_end_before_start',
    path: ['end_date'],
  });
type EditForm = z.infer<typeof editForm>;

interface UserEditRowProps {
  user: UserListItem;
  columns: number;
  viewerRole: RoleId;
  saving: boolean;
  onSave(changes: UserEditBody): void;
  onCancel(): void;
}

/** docs/product/people-and-clients.md#users-screen inline edit: the row becomes a form; Save sends the changed fields plus public_logs (docs/product/http-contract.md#endpoints). */
export function UserEditRow({ user, columns, viewerRole, saving, onSave, onCancel }: UserEditRowProps) {
  const { t } = useTranslation('users');
  const initial: EditForm = {
    name: user.name,
    email: user.email,
    birthday: user.birthday ?? '',
    role_id: user.role_id,
    level: user.level ?? '',
    additional_roles: user.additional_roles,
    public_logs: user.public_logs,
    holiday_calendar_id: user.holiday_calendar_id,
    start_date: user.start_date ?? '',
    end_date: user.end_date ?? '',
  };
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<EditForm>({ resolver: zodResolver(editForm) as Resolver<EditForm>, defaultValues: initial });

  const submit = handleSubmit((form) => {
    const changes: UserEditBody = { public_logs: form.public_logs };
    if (form.name !== initial.name) changes.name = form.name;
    if (form.email !== initial.email) changes.email = form.email;
    if (form.birthday !== initial.birthday) changes.birthday = form.birthday || null;
    if (form.role_id !== initial.role_id) changes.role_id = form.role_id;
    if (form.level !== initial.level) changes.level = (form.level || null) as UserEditBody['level'];
    if (form.additional_roles.join() !== initial.additional_roles.join())
      changes.additional_roles = form.additional_roles;
    if (form.holiday_calendar_id !== initial.holiday_calendar_id)
      changes.holiday_calendar_id = form.holiday_calendar_id;
    if (form.start_date !== initial.start_date) changes.start_date = form.start_date || null;
    if (form.end_date !== initial.end_date) changes.end_date = form.end_date || null;
    onSave(changes);
  });

  const roleChoices = ROLE_IDS.filter(
    (id) => id !== Role.CLIENT && (id !== Role.SUPER_ADMIN || viewerRole === Role.SUPER_ADMIN),
  );

  return (
    <TableRow>
      <TableCell colSpan={columns}>
        <form onSubmit={submit} noValidate aria-label={t('users:edit.form_label', { name: user.name })}>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{
              flexWrap: 'wrap',
              alignItems: 'flex-start',
              py: 1,
              position: 'sticky',
              left: 16,
              maxWidth: 'min(100%, calc(100vw - 64px))',
            }}
          >
            <TextField size="small" label={t('users:fields.name')} {...textFieldProps(register('name'), errors.name)} />
            <TextField
              size="small"
              label={t('users:fields.email')}
              {...textFieldProps(register('email'), errors.email)}
            />
            <DateField size="small" label={t('users:fields.birthday')} {...textFieldProps(register('birthday'))} />
            {user.role_id !== Role.CLIENT && (
              <>
                <Controller
                  control={control}
                  name="role_id"
                  render={({ field }) => (
                    <TextField
                      size="small"
                      select
                      label={t('users:fields.role')}
                      {...numberSelectProps(field)}
                      sx={{ minWidth: 140 }}
                    >
                      {roleChoices.map((id) => (
                        <MenuItem key={id} value={id}>
                          {t(ROLE_KEYS[id])}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <Controller
                  control={control}
                  name="level"
                  render={({ field }) => (
                    <LevelField
                      size="small"
                      value={field.value || null}
                      onChange={(level) => field.onChange(level ?? '')}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="additional_roles"
                  render={({ field }) => (
                    <TextField
                      size="small"
                      select
                      label={t('users:fields.additional_roles')}
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                      sx={{ minWidth: 200 }}
                      slotProps={{
                        select: {
                          multiple: true,
                          renderValue: (selected) =>
                            (selected as string[])
                              .map((role) => t(ADDITIONAL_ROLE_KEYS[role as keyof typeof ADDITIONAL_ROLE_KEYS]))
                              .join(', '),
                        },
                      }}
                    >
                      {ADDITIONAL_ROLES.map((role) => (
                        <MenuItem key={role} value={role}>
                          <Checkbox checked={field.value.includes(role)} />
                          <ListItemText primary={t(ADDITIONAL_ROLE_KEYS[role])} />
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <Controller
                  control={control}
                  name="holiday_calendar_id"
                  render={({ field }) => <CalendarField size="small" value={field.value} onChange={field.onChange} />}
                />
                <DateField
                  size="small"
                  label={t('users:fields.start_date')}
                  {...textFieldProps(register('start_date', { deps: ['end_date'] }), errors.start_date)}
                />
                <DateField
                  size="small"
                  label={t('users:fields.end_date')}
                  {...textFieldProps(register('end_date'), errors.end_date)}
                />
              </>
            )}
            <Controller
              control={control}
              name="public_logs"
              render={({ field }) => (
                <FormControlLabel
                  label={t('users:fields.public_logs')}
                  control={
                    <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                  }
                />
              )}
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={saving}>
                {t('users:edit.save')}
              </Button>
              <Button onClick={onCancel}>{t('users:edit.cancel')}</Button>
            </Stack>
          </Stack>
        </form>
      </TableCell>
    </TableRow>
  );
}
