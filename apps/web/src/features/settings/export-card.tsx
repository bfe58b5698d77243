import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { download } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';

type Progress = { state: 'idle' } | { state: 'busy'; bytes: number } | { state: 'failed'; message: string };

/**
 * docs/product/access.md#export: the whole portal as a zip of CSVs (GET /export), for SUPER_ADMIN. The zip is made
 * while it downloads, so its size is unknown until the end: the card counts the megabytes received.
 */
export function ExportCard() {
  const { t } = useTranslation('export');
  const toast = useToast();
  const headingId = useId();
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const busy = progress.state === 'busy';

  const start = async () => {
    setProgress({ state: 'busy', bytes: 0 });
    try {
      await download('/export', 'staff-portal-export.zip', {
        serverName: true,
        onProgress: (bytes) => setProgress({ state: 'busy', bytes }),
      });
      setProgress({ state: 'idle' });
      toast(t('export:done'));
    } catch (error) {
      setProgress({ state: 'failed', message: error instanceof Error ? error.message : t('export:failed') });
    }
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('export:heading')}
      </Typography>
      <Typography variant="body2">{t('export:intro')}</Typography>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('export:contains_heading')}
      </Typography>
      <Typography variant="body2">{t('export:contains')}</Typography>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('export:never_heading')}
      </Typography>
      <Typography variant="body2">{t('export:never')}</Typography>
      <Typography variant="body2" color="textSecondary">
        {t('export:not_a_backup')}
      </Typography>
      {progress.state === 'failed' && <Alert severity="error">{progress.message}</Alert>}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => void start()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon />}
        >
          {busy ? t('export:downloading') : t('export:download')}
        </Button>
        <Typography role="status" variant="body2" color="textSecondary">
          {busy &&
            t('export:received', {
              megabytes: formatNumber(progress.bytes / 1_000_000, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
            })}
        </Typography>
      </Stack>
    </Stack>
  );
}
