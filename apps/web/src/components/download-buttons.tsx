import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useToast } from './toast';
import { download } from '../lib/api-client';

/** CSV and XLSX downloads of a report from its own path (docs/product/reports.md#downloads). */
export function DownloadButtons({ path, fileName }: { path: string; fileName: string }) {
  const toast = useToast();
  const get = (format: 'csv' | 'xlsx') => {
    const separator = path.includes('?') ? '&' : '?';
    download(`${path}${separator}format=${format}`, `${fileName}.${format}`).catch((error: unknown) =>
      toast(error instanceof Error ? error.message : 'The download failed.', 'error'),
    );
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => get('csv')}>
        CSV
      </Button>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => get('xlsx')}>
        XLSX
      </Button>
    </Stack>
  );
}
