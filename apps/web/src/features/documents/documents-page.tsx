import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, type DocumentView } from '@portal/shared';
import { DismissibleError } from '../../components/dismissible-error';
import { useConfirmation } from '../../components/confirm-dialog';
import { PAGE_SIZES, PageControls, type PageChoice } from '../../components/paged-rows';
import { QueryState } from '../../components/page-states';
import { useToast } from '../../components/toast';
import { DeleteRowButton } from '../../components/row-buttons';
import { EmptyRow } from '../../components/table-rows';
import { useSignedInUser } from '../../lib/signed-in-user';
import { documentsPageQuery, useDeleteDocument, viewHref } from './api';
import { DOCUMENT_TYPE_KEYS } from './document-types';
import { UploadForm } from './upload-form';

/** On phones the description goes under the title so that View and Delete stay on screen. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };

/** /documents (docs/product/people-and-clients.md#documents): everyone reads; admins upload and delete. */
export default function DocumentsPage() {
  const { t } = useTranslation('documents');
  const user = useSignedInUser();
  const manages = can(user.role_id, 'documents:manage');
  const [paging, setPaging] = useState<PageChoice>({ page: 0, pageSize: PAGE_SIZES[0]! });
  // The server pages the documents (docs/product/http-contract.md#scale).
  const documents = useQuery(documentsPageQuery(paging));
  const shown = documents.data?.data;
  const total = documents.data?.meta.total ?? 0;
  // Deleting the last document of the last page leaves that page empty: show the one before (set while rendering, as React
  // advises for state that follows other state).
  const lastPage = Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  if (documents.isSuccess && !documents.isPlaceholderData && paging.page > lastPage)
    setPaging({ ...paging, page: lastPage });
  const remove = useDeleteDocument();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const showFailure = (failure: Error) => setError(failure.message);
  const columns = manages ? 5 : 4;

  const deletion = useConfirmation<DocumentView>({
    text: (document) => t('documents:list.delete_text', { title: document.title }),
    onConfirm: (document) =>
      remove.mutateAsync(document.id).then(() => toast(t('documents:list.deleted')), showFailure),
  });

  return (
    <Stack spacing={2}>
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      {manages && <UploadForm onError={setError} />}
      <QueryState isLoading={documents.isLoading} error={documents.error} onRetry={() => documents.refetch()} />
      {shown && (
        <TableContainer component={Paper} aria-busy={documents.isPlaceholderData}>
          <Table size="small" aria-label={t('documents:list.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('documents:field.title')}</TableCell>
                <TableCell sx={wideOnly}>{t('documents:field.description')}</TableCell>
                <TableCell>{t('documents:field.type')}</TableCell>
                <TableCell>{t('documents:list.file')}</TableCell>
                {manages && <TableCell>{t('documents:list.remove')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.length === 0 && <EmptyRow columns={columns}>{t('documents:list.empty')}</EmptyRow>}
              {shown.map((document) => (
                <TableRow key={document.id}>
                  <TableCell>
                    {document.title}
                    <Typography variant="body2" sx={{ color: 'text.secondary', display: { sm: 'none' } }}>
                      {document.description}
                    </Typography>
                  </TableCell>
                  <TableCell sx={wideOnly}>{document.description}</TableCell>
                  <TableCell>{t(DOCUMENT_TYPE_KEYS[document.type]!)}</TableCell>
                  <TableCell>
                    <Link
                      href={viewHref(document)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('documents:list.view_label', { title: document.title })}
                    >
                      {t('documents:list.view')}
                    </Link>
                  </TableCell>
                  {manages && (
                    <TableCell>
                      <DeleteRowButton
                        label={t('documents:list.delete_label', { title: document.title })}
                        onClick={() => deletion.ask(document)}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <PageControls count={total} {...paging} onChange={setPaging} />
        </TableContainer>
      )}
      {deletion.dialog}
    </Stack>
  );
}
