import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { assignClientBody, type AssignClientBody, type UserClientView, type UserListItem } from '@portal/shared';
import { DateField } from '../../components/date-field';
import { useConfirmation } from '../../components/confirm-dialog';
import { namedOptions } from '../../components/named-options';
import { useToast } from '../../components/toast';
import { clientsQuery } from '../../lib/directory';
import { formatNumber, formatDay } from '../../lib/format';
import { fieldError, numberSelectProps, textFieldProps, useSubmitShowingRefusal } from '../../lib/form';
import { useAssignClient, useUnassignClient } from './api';

type AssignForm = Omit<AssignClientBody, 'client'> & { client: number | '' };

/** docs/product/people-and-clients.md#users-screen per-user Manage-clients dialog, with the rules of docs/product/http-contract.md#validation Manage clients. */
export function ManageClientsDialog({ user, onClose }: { user: UserListItem; onClose(): void }) {
  const { t } = useTranslation('users');
  const titleId = useId();
  const clients = useQuery(clientsQuery());
  const assign = useAssignClient(user.id);
  const unassign = useUnassignClient(user.id);
  const toast = useToast();
  const form = useForm<AssignForm>({
    resolver: zodResolver(assignClientBody) as unknown as Resolver<AssignForm>,
    defaultValues: { client: '', hours: 40, dates: ['', null] },
  });
  const {
    register,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, serverError, setServerError } = useSubmitShowingRefusal(form, [], async (assignment) => {
    await assign.mutateAsync({ ...assignment, client: Number(assignment.client) });
    toast(t('users:clients.assigned'));
    reset({ client: '', hours: 40, dates: ['', null] });
  });

  const removal = useConfirmation<UserClientView>({
    title: t('users:clients.unassign_title'),
    text: t('users:clients.unassign_text'),
    confirmLabel: t('users:clients.unassign_confirm'),
    onConfirm: ({ pivot }) =>
      unassign.mutateAsync({ clientId: pivot.client_id, assignmentId: pivot.id }).then(
        () => toast(t('users:clients.unassigned')),
        (error: Error) => setServerError(error.message),
      ),
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('users:clients.title', { name: user.name })}</DialogTitle>
      <DialogContent>
        {serverError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverError}
          </Alert>
        )}
        {user.clients.length === 0 ? (
          <Typography color="textSecondary">{t('users:clients.none')}</Typography>
        ) : (
          <List dense aria-label={t('users:clients.assigned_list')}>
            {user.clients.map((assignment) => (
              <ListItem
                key={assignment.pivot.id}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('users:clients.unassign', { name: assignment.name })}
                    onClick={() => removal.ask(assignment)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={t('users:clients.hours', {
                    name: assignment.name,
                    hours: formatNumber(assignment.hours),
                  })}
                  secondary={
                    assignment.pivot.to_date
                      ? t('users:clients.period', {
                          from: formatDay(assignment.pivot.from_date),
                          to: formatDay(assignment.pivot.to_date),
                        })
                      : t('users:clients.period_open', { from: formatDay(assignment.pivot.from_date) })
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        <form onSubmit={onSubmit} noValidate aria-label={t('users:clients.assign_form')}>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Typography component="h3" variant="subtitle1">
              {t('users:clients.assign_heading')}
            </Typography>
            <Controller
              control={control}
              name="client"
              render={({ field }) => (
                <TextField
                  select
                  label={t('users:fields.client')}
                  {...numberSelectProps(field)}
                  {...fieldError(errors.client)}
                >
                  {namedOptions(clients.data)}
                </TextField>
              )}
            />
            <TextField
              label={t('users:clients.hours_per_week')}
              type="number"
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
              {...textFieldProps(register('hours', { valueAsNumber: true }), errors.hours)}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateField
                label={t('users:clients.from')}
                fullWidth
                {...textFieldProps(register('dates.0'), errors.dates?.[0])}
              />
              <DateField
                label={t('users:clients.to')}
                fullWidth
                {...textFieldProps(
                  register('dates.1', { setValueAs: (value: string) => value || null }),
                  errors.dates?.[1],
                )}
              />
            </Stack>
            <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
              {t('users:clients.assign')}
            </Button>
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('users:clients.close')}</Button>
      </DialogActions>
      {removal.dialog}
    </Dialog>
  );
}
