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
import { useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { assignClientBody, type AssignClientBody, type UserClientView, type UserListItem } from '@portal/shared';
import { useConfirmation } from '../../components/confirm-dialog';
import { namedOptions } from '../../components/named-options';
import { useToast } from '../../components/toast';
import { clientsQuery } from '../../lib/directory';
import { fieldError, numberSelectProps, textFieldProps } from '../../lib/form';
import { useAssignClient, useUnassignClient } from './api';

type AssignForm = Omit<AssignClientBody, 'client'> & { client: number | '' };

/** docs/product/people-and-clients.md#users-screen per-user Manage-clients dialog, with the rules of docs/product/http-contract.md#validation Manage clients. */
export function ManageClientsDialog({ user, onClose }: { user: UserListItem; onClose(): void }) {
  const titleId = useId();
  const clients = useQuery(clientsQuery());
  const assign = useAssignClient(user.id);
  const unassign = useUnassignClient(user.id);
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AssignForm>({
    resolver: zodResolver(assignClientBody) as unknown as Resolver<AssignForm>,
    defaultValues: { client: '', hours: 40, dates: ['', null] },
  });

  const onAssign = handleSubmit(async (form) => {
    setServerError(null);
    try {
      await assign.mutateAsync({ ...form, client: Number(form.client) });
      toast('Client assigned successfully');
      reset({ client: '', hours: 40, dates: ['', null] });
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  const removal = useConfirmation<UserClientView>({
    title: 'Confirm Client Unassign',
    text: 'Are you sure you want to unassign this client?',
    onConfirm: ({ pivot }) =>
      unassign.mutateAsync({ clientId: pivot.client_id, assignmentId: pivot.id }).then(
        () => toast('Client unassigned successfully'),
        (error: Error) => setServerError(error.message),
      ),
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Clients of {user.name}</DialogTitle>
      <DialogContent>
        {serverError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverError}
          </Alert>
        )}
        {user.clients.length === 0 ? (
          <Typography color="text.secondary">No clients assigned yet.</Typography>
        ) : (
          <List dense aria-label="Assigned clients">
            {user.clients.map((assignment) => (
              <ListItem
                key={assignment.pivot.id}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Unassign ${assignment.name}`}
                    onClick={() => removal.ask(assignment)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={`${assignment.name}: ${assignment.hours} h/week`}
                  secondary={`${assignment.pivot.from_date} – ${assignment.pivot.to_date ?? 'open-ended'}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        <form onSubmit={onAssign} noValidate aria-label="Assign a client">
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Typography component="h3" variant="subtitle1">
              Assign a client
            </Typography>
            <Controller
              control={control}
              name="client"
              render={({ field }) => (
                <TextField select label="Client" {...numberSelectProps(field)} {...fieldError(errors.client)}>
                  {namedOptions(clients.data)}
                </TextField>
              )}
            />
            <TextField
              label="Hours per week"
              type="number"
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
              {...textFieldProps(register('hours', { valueAsNumber: true }), errors.hours)}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="From"
                type="date"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                {...textFieldProps(register('dates.0'), errors.dates?.[0])}
              />
              <TextField
                label="To (optional)"
                type="date"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                {...textFieldProps(
                  register('dates.1', { setValueAs: (value: string) => value || null }),
                  errors.dates?.[1],
                )}
              />
            </Stack>
            <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
              Assign
            </Button>
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {removal.dialog}
    </Dialog>
  );
}
