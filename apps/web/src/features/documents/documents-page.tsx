import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
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
import { can, DOCUMENT_TYPES, type DocumentView } from '@portal/shared';
import { useConfirmation } from '../../components/confirm-dialog';
import { QueryState } from '../../components/page-states';
import { useToast } from '../../components/toast';
import { useSignedInUser } from '../../lib/signed-in-user';
import { documentsQuery, useDeleteDocument, viewHref } from './api';
import { UploadForm } from './upload-form';

/** On phones the description goes under the title so that View and Delete stay on screen. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };

/** /documents (docs/product/people-and-clients.md#documents): everyone reads; admins upload and delete. */
export default function DocumentsPage() {
  const user = useSignedInUser();
  const manages = can(user.role_id, 'documents:manage');
  const documents = useQuery(documentsQuery());
  const remove = useDeleteDocument();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const showFailure = (failure: Error) => setError(failure.message);
  const columns = manages ? 5 : 4;

  const deletion = useConfirmation<DocumentView>({
    text: (document) => `Delete '${document.title}'?`,
    onConfirm: (document) =>
      remove.mutateAsync(document.id).then(() => toast('Document deleted successfully'), showFailure),
  });

  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {manages && <UploadForm onError={setError} />}
      <QueryState isLoading={documents.isLoading} error={documents.error} onRetry={() => documents.refetch()} />
      {documents.data && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Documents">
            <TableHead>
              <TableRow>
                <TableCell>Title</TableCell>
                <TableCell sx={wideOnly}>Description</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>File</TableCell>
                {manages && <TableCell>Remove</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {documents.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns}>No documents yet</TableCell>
                </TableRow>
              )}
              {documents.data.map((document) => (
                <TableRow key={document.id}>
                  <TableCell>
                    {document.title}
                    <Typography variant="body2" sx={{ color: 'text.secondary', display: { sm: 'none' } }}>
                      {document.description}
                    </Typography>
                  </TableCell>
                  <TableCell sx={wideOnly}>{document.description}</TableCell>
                  <TableCell>{DOCUMENT_TYPES[document.type]}</TableCell>
                  <TableCell>
                    <Link
                      href={viewHref(document)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`View ${document.title} (opens in a new tab)`}
                    >
                      View
                    </Link>
                  </TableCell>
                  {manages && (
                    <TableCell>
                      <IconButton aria-label={`Delete ${document.title}`} onClick={() => deletion.ask(document)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {deletion.dialog}
    </Stack>
  );
}
