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
import { homeOfficeYearTable } from '@portal/shared';
import { DownloadButtons } from '../../components/download-buttons';
import { QueryState } from '../../components/page-states';
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
  const [year, setYear] = useState(new Date().getFullYear());
  const counts = useQuery(homeOfficeYearQuery(year));
  const table = homeOfficeYearTable(year, counts.data ?? []);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setYear(year - 1)}>
          Previous Year
        </Button>
        <Typography component="h2" variant="h6" aria-live="polite" sx={{ px: 1 }}>
          {year}
        </Typography>
        <Button variant="outlined" onClick={() => setYear(year + 1)}>
          Next Year
        </Button>
        <Stack sx={{ ml: 'auto' }}>
          <DownloadButtons path={`/home_office?year=${year}`} fileName={`home-office-${year}`} />
        </Stack>
      </Stack>
      <QueryState isLoading={counts.isLoading} error={counts.error} onRetry={() => counts.refetch()} />
      {counts.data && (
        <TableContainer component={Paper} tabIndex={0} role="region" aria-label={`Home-office table ${year}`}>
          <Table size="small" aria-label={`Home-office days ${year}`}>
            <TableHead>
              <TableRow>
                {table.header.map((cell) => (
                  <TableCell
                    key={cell}
                    align={cell === 'Person' ? 'left' : 'right'}
                    sx={cell === 'Person' ? STICKY_NAME : { whiteSpace: 'nowrap' }}
                  >
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={table.header.length}>No people yet</TableCell>
                </TableRow>
              )}
              {table.rows.map((row, index) => (
                <TableRow key={counts.data[index]?.user_id ?? index}>
                  {row.map((cell, index) => (
                    <TableCell
                      key={index}
                      align={index === 0 ? 'left' : 'right'}
                      sx={index === 0 ? STICKY_NAME : undefined}
                    >
                      {cell}
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
