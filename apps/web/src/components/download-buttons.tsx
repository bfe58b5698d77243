import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useToast } from './toast';
import { download } from '../lib/api-client';

/** CSV and XLSX downloads of a report from its own path (docs/product/reports.md#downloads). */
export function DownloadButtons({ path, fileName }: { path: string; fileName: string }) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const get = (format: 'csv' | 'xlsx') => {
    const separator = path.includes('?') ? '&' : '?';
    download(`${path}${separator}format=${format}`, `${fileName}.${format}`).catch((error: unknown) =>
      toast(error instanceof Error ? error.message : t('common:failures.download'), 'error'),
    );
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => get('csv')}>
        {t('common:downloads.csv')}
      </Button>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => get('xlsx')}>
        {t('common:downloads.xlsx')}
      </Button>
    </Stack>
  );
}
