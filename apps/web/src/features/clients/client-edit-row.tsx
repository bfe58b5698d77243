import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { clientNameBody, type ClientNameBody, type ClientView } from '@portal/shared';
import { useToast } from '../../components/toast';
import { textFieldProps } from '../../lib/form';
import { useRenameClient } from './api';

/** docs/product/people-and-clients.md#clients: a client's row while its name is edited. */
export function ClientEditRow({
  client,
  onDone,
  onError,
}: {
  client: ClientView;
  onDone(): void;
  onError(failure: Error): void;
}) {
  const rename = useRenameClient();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ClientNameBody>({ resolver: zodResolver(clientNameBody), defaultValues: { name: client.name } });
  const onSubmit = handleSubmit((body) =>
    rename.mutate(
      { id: client.id, name: body.name },
      {
        onSuccess: () => {
          toast('Client updated successfully');
          onDone();
        },
        onError,
      },
    ),
  );
  return (
    <TableRow>
      <TableCell>{client.id}</TableCell>
      <TableCell colSpan={5}>
        <form onSubmit={onSubmit} noValidate aria-label={`Rename ${client.name}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField label="Client Name" size="small" {...textFieldProps(register('name'), errors.name)} />
            <Button type="submit" variant="contained" disabled={rename.isPending}>
              Save
            </Button>
            <Button onClick={onDone}>Cancel</Button>
          </Stack>
        </form>
      </TableCell>
    </TableRow>
  );
}
