import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { can, MAX_IMPORT_MB, MAX_IMPORT_ROWS, type ImportFormat } from '@portal/shared';
import { formatNumber } from '../../lib/format';
import { useSignedInUser } from '../../lib/signed-in-user';
import { useImportCheck, useImportRun, type ImportAnswer } from './api';
import { ImportErrorsTable } from './errors-table';
import { downloadTemplate } from './template';

const FORMAT_NAMES: Record<ImportFormat, string> = {
  portal: 'import:format.portal',
  clockify: 'import:format.clockify',
  toggl: 'import:format.toggl',
};

/** An e-mail address or a file's words break anywhere rather than run past a phone's edge. */
const WRAPPING = { '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } } as const;

/**
 * docs/product/access.md#import: choose a CSV file, see what a dry run finds, then import all its rows or none.
 * Choosing a file checks it at once; the import button stays off while any row is wrong.
 */
export default function ImportPage() {
  const { t } = useTranslation('import');
  const user = useSignedInUser();
  const forEveryone = can(user.role_id, 'worklogs:write:all');
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const check = useImportCheck();
  const run = useImportRun();

  const choose = (chosen: File | null | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    run.reset();
    check.mutate(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const answer: ImportAnswer | undefined = run.data ?? check.data;
  const failure = run.error ?? check.error;
  const busy = check.isPending || run.isPending;

  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Typography variant="body2">{t('import:intro')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2' }}>
            <li>{t('import:formats.portal')}</li>
            <li>{t('import:formats.clockify')}</li>
            <li>{t('import:formats.toggl')}</li>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('import:bounds', { rows: formatNumber(MAX_IMPORT_ROWS), mb: MAX_IMPORT_MB })}
          </Typography>
          {forEveryone ? (
            <Typography variant="body2" color="text.secondary">
              {t('import:for_everyone')}
            </Typography>
          ) : (
            <Alert severity="info" sx={WRAPPING}>
              {t('import:own_only', { email: user.email })}
            </Alert>
          )}
          <Box>
            <Button variant="text" onClick={() => downloadTemplate(user.email)}>
              {t('import:template')}
            </Button>
          </Box>
        </Stack>
      </Paper>

      <Paper
        variant="outlined"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          p: 3,
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.paper',
          textAlign: 'center',
        }}
      >
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="contained" component="label" disabled={busy}>
            {t('import:choose')}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label={t('import:file')}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('import:drop')}
          </Typography>
          {file && (
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {t('import:chosen', { name: file.name })}
            </Typography>
          )}
        </Stack>
      </Paper>

      {busy && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{t(check.isPending ? 'import:checking' : 'import:importing')}</Typography>
        </Stack>
      )}
      {!busy && failure && (
        <Alert severity="error" sx={WRAPPING}>
          {failure.message}
        </Alert>
      )}
      {!busy && !failure && answer && file && (
        <Outcome
          answer={answer}
          onImport={() => run.mutate(file)}
          onAnother={() => {
            setFile(null);
            check.reset();
            run.reset();
          }}
          formatName={t(FORMAT_NAMES[answer.result.format])}
        />
      )}
    </Stack>
  );
}

interface OutcomeProps {
  answer: ImportAnswer;
  formatName: string;
  onImport(): void;
  onAnother(): void;
}

/** What the dry run or the import found: the rows' errors, or that all rows are fine, or what was created. */
function Outcome({ answer, formatName, onImport, onAnother }: OutcomeProps) {
  const { t } = useTranslation('import');
  const { result } = answer;
  if (answer.kind === 'imported') {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
          {t('import:imported', { count: result.created, created: formatNumber(result.created) })}
        </Alert>
        <Button variant="outlined" onClick={onAnother}>
          {t('import:another')}
        </Button>
      </Stack>
    );
  }
  const wrong = result.error_count > 0;
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="body2">
          {t('import:found', { count: result.rows, rows: formatNumber(result.rows), format: formatName })}
        </Typography>
        {wrong ? (
          <>
            <Alert severity="warning">
              {t(answer.kind === 'refused' ? 'import:refused' : 'import:some_wrong', {
                count: result.error_count,
                errors: formatNumber(result.error_count),
              })}
              {result.error_count > result.errors.length &&
                ` ${t('import:first_listed', { listed: formatNumber(result.errors.length) })}`}
            </Alert>
            <ImportErrorsTable errors={result.errors} />
          </>
        ) : (
          <Alert severity="success">
            {t('import:all_fine', { count: result.rows, rows: formatNumber(result.rows) })}
          </Alert>
        )}
        <Box>
          <Button variant="contained" disabled={wrong} onClick={onImport}>
            {t('import:run', { count: result.rows, rows: formatNumber(result.rows) })}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
