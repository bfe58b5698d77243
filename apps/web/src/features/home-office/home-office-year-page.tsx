import Button from '@mui/material/Button';
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
import { homeOfficeYearTable } from '@portal/shared';
import { DownloadButtons } from '../../components/download-buttons';
import { QueryState } from '../../components/page-states';
import { EmptyRow } from '../../components/table-rows';
import { formatNumber } from '../../lib/format';
import { homeOfficeYearQuery } from './api';

/** The names stay in view while the months scroll sideways (phones). */
const STICKY_NAME = {
  whiteSpace: 'nowrap',
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
} as const;

/** docs/product/reports.md#home-office-year for the year on screen (docs/product/reports.md#home-office-year): people × months, home-office day counts. */
export default function HomeOfficeYearPage() {
  const { t } = useTranslation('home-office');
  const [year, setYear] = useState(new Date().getFullYear());
  const counts = useQuery(homeOfficeYearQuery(year));
  const table = homeOfficeYearTable(year, counts.data ?? []);
  // The shared table's first and last column heads in the language shown; the months (YYYY-MM) as they are.
  const last = table.header.length - 1;
  const head = (cell: string, index: number) =>
    index === 0 ? t('home-office:table.person') : index === last ? t('home-office:table.total') : cell;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setYear(year - 1)}>
          {t('home-office:year.previous')}
        </Button>
        <Typography component="h2" variant="h6" aria-live="polite" sx={{ px: 1 }}>
          {year}
        </Typography>
        <Button variant="outlined" onClick={() => setYear(year + 1)}>
          {t('home-office:year.next')}
        </Button>
        <Stack sx={{ ml: 'auto' }}>
          <DownloadButtons
            path={`/home_office?year=${year}`}
            fileName={t('home-office:download.file_name', { year })}
          />
        </Stack>
      </Stack>
      <QueryState isLoading={counts.isLoading} error={counts.error} onRetry={() => counts.refetch()} />
      {counts.data && (
        <TableContainer
          component={Paper}
          tabIndex={0}
          role="region"
          aria-label={t('home-office:table.region', { year })}
        >
          <Table size="small" aria-label={t('home-office:table.label', { year })}>
            <TableHead>
              <TableRow>
                {table.header.map((cell, index) => (
                  <TableCell
                    key={cell}
                    align={index === 0 ? 'left' : 'right'}
                    sx={index === 0 ? STICKY_NAME : { whiteSpace: 'nowrap' }}
                  >
                    {head(cell, index)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.length === 0 && (
                <EmptyRow columns={table.header.length}>{t('home-office:table.empty')}</EmptyRow>
              )}
              {table.rows.map((row, index) => (
                <TableRow key={counts.data[index]?.user_id ?? index}>
                  {row.map((cell, index) => (
                    <TableCell
                      key={index}
                      align={index === 0 ? 'left' : 'right'}
                      sx={index === 0 ? STICKY_NAME : undefined}
                    >
                      {typeof cell === 'number' ? formatNumber(cell) : cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
