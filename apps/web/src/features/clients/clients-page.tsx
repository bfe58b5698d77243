import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RefreshIcon from '@mui/icons-material/Refresh';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ClientView } from '@portal/shared';
import { DismissibleError } from '../../components/dismissible-error';
import { useConfirmation } from '../../components/confirm-dialog';
import { QueryState } from '../../components/page-states';
import { useToast } from '../../components/toast';
import { DeleteRowButton, EditRowButton } from '../../components/row-buttons';
import { EmptyRow, TableHeadings } from '../../components/table-rows';
import { ApiError } from '../../lib/api-client';
import { clientsQuery } from '../../lib/directory';
import { AddClientForm } from './add-client-form';
import { useDeleteClient, useRegenerateShareKey } from './api';
import { ClientEditRow } from './client-edit-row';
import { ClientSignoffs } from './client-signoffs';

/** docs/product/people-and-clients.md#clients with the share link of docs/product/roles-and-access.md#share-links. */
export default function ClientsPage() {
  const { t } = useTranslation('clients');
  const clients = useQuery(clientsQuery());
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const remove = useDeleteClient();
  const regenerate = useRegenerateShareKey();

  const fail = (fallback: string) => (failure: Error) =>
    setError(failure instanceof ApiError ? failure.message : fallback);

  const deletion = useConfirmation<ClientView>({
    text: t('clients:delete.text'),
    onConfirm: (client) =>
      remove.mutateAsync(client.id).then(() => toast(t('clients:delete.done')), fail(t('clients:delete.failed'))),
  });

  const copyShareLink = async (client: ClientView) => {
    await navigator.clipboard.writeText(shareLink(client));
    toast(t('clients:share.copied'));
  };

  return (
    <Stack spacing={2}>
      <AddClientForm onError={setError} />
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <QueryState isLoading={clients.isLoading} error={clients.error} onRetry={() => clients.refetch()} />
      {clients.data && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label={t('clients:table.label')}>
            <TableHeadings
              labels={[
                t('clients:table.id'),
                t('clients:table.name'),
                t('clients:table.edit'),
                t('clients:table.delete'),
                t('clients:table.timelog'),
                t('clients:table.share_link'),
              ]}
            />
            <TableBody>
              {clients.data.length === 0 && <EmptyRow columns={6}>{t('clients:table.empty')}</EmptyRow>}
              {clients.data.map((client) =>
                editing === client.id ? (
                  <ClientEditRow
                    key={client.id}
                    client={client}
                    onDone={() => setEditing(null)}
                    onError={fail(t('clients:edit.failed'))}
                  />
                ) : (
                  <TableRow key={client.id}>
                    <TableCell>{client.id}</TableCell>
                    <TableCell>{client.name}</TableCell>
                    <TableCell>
                      <EditRowButton
                        label={t('clients:table.edit_client', { name: client.name })}
                        onClick={() => setEditing(client.id)}
                      />
                    </TableCell>
                    <TableCell>
                      <DeleteRowButton
                        label={t('clients:table.delete_client', { name: client.name })}
                        onClick={() => deletion.ask(client)}
                      />
                    </TableCell>
                    <TableCell>
                      <RouterLink to={`/timelog/client/${client.id}`}>{t('clients:table.timelog')}</RouterLink>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('clients:share.copy_hint')}>
                        <IconButton
                          aria-label={t('clients:share.copy', { name: client.name })}
                          onClick={() => copyShareLink(client)}
                        >
                          <ContentCopyIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('clients:share.regenerate_hint')}>
                        <IconButton
                          aria-label={t('clients:share.regenerate', { name: client.name })}
                          onClick={() =>
                            regenerate.mutate(client.id, {
                              onSuccess: () => toast(t('clients:share.regenerated')),
                              onError: fail(t('clients:edit.failed')),
                            })
                          }
                        >
                          <RefreshIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ),
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {clients.data && clients.data.length > 0 && <ClientSignoffs clients={clients.data} />}
      {deletion.dialog}
    </Stack>
  );
}

function shareLink(client: ClientView): string {
  return `${window.location.origin}/timelog/client/${client.id}?key=${encodeURIComponent(client.share_key ?? '')}`;
}
