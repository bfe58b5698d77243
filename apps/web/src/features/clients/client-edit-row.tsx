import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('clients');
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
          toast(t('clients:edit.done'));
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
        <form onSubmit={onSubmit} noValidate aria-label={t('clients:edit.form_label', { name: client.name })}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('clients:fields.name')}
              size="small"
              {...textFieldProps(register('name'), errors.name)}
            />
            <Button type="submit" variant="contained" disabled={rename.isPending}>
              {t('clients:edit.save')}
            </Button>
            <Button onClick={onDone}>{t('clients:edit.cancel')}</Button>
          </Stack>
        </form>
      </TableCell>
    </TableRow>
  );
}
