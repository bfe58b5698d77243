import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { REPORT_FORMATS, type MonthReportFormat } from '@portal/shared';
import { useToast } from './toast';
import { download } from '../lib/api-client';

const LABELS = {
  csv: 'common:downloads.csv',
  xlsx: 'common:downloads.xlsx',
  pdf: 'common:downloads.pdf',
} as const satisfies Record<MonthReportFormat, string>;

/**
 * Downloads of a report from its own path (docs/product/reports.md#downloads): CSV and XLSX, and for a month report
 * also its PDF statement (`formats` MONTH_REPORT_FORMATS, docs/product/closing.md#statements).
 */
export function DownloadButtons({
  path,
  fileName,
  formats = REPORT_FORMATS,
}: {
  path: string;
  fileName: string;
  formats?: readonly MonthReportFormat[];
}) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const get = (format: MonthReportFormat) => {
    const separator = path.includes('?') ? '&' : '?';
    download(`${path}${separator}format=${format}`, `${fileName}.${format}`).catch((error: unknown) =>
      toast(error instanceof Error ? error.message : t('common:failures.download'), 'error'),
    );
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap>
      {formats.map((format) => (
        <Button key={format} size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => get(format)}>
          {t(LABELS[format])}
        </Button>
      ))}
    </Stack>
  );
}
