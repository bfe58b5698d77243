import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { userTimeLog } from '@portal/shared';
import { DownloadButtons } from '../../components/download-buttons';
import { LoadingScreen } from '../../components/loading-screen';
import { MonthYearSelect } from '../../components/month-year-select';
import { monthName } from '../../lib/months';
import { ApiError } from '../../lib/api-client';
import { userMonthReportPath, userMonthReportQuery } from './api';
import { useMonthParams } from './use-month-params';

/** docs/product/time-and-week.md#constants: page sizes 50, 100 and 250; the user time log defaults to 100. */
const PAGE_SIZES = [50, 100, 250];

/** docs/product/reports.md#user-month: a person's month, weekends hidden, daily totals, a total, pages. */
export default function UserTimeLogPage() {
  const userId = Number(useParams().id);
  const { month, year, setMonth } = useMonthParams();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(100);
  const report = useQuery(userMonthReportQuery(userId, month, year));

  if (report.isLoading) return <LoadingScreen label="Loading the time log" />;
  if (report.error instanceof ApiError && report.error.code === 'NOT_FOUND')
    return <Alert severity="error">User not found.</Alert>;
  // docs/product/http-contract.md#screen-messages: a time log that fails to load shows an empty list.
  const { user, logs } = report.data ?? { user: null, logs: [] };
  const { lines, totalHours } = userTimeLog(logs);
  const shown = lines.slice(page * pageSize, (page + 1) * pageSize);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <MonthYearSelect
          month={month}
          year={year}
          onChange={(m, y) => {
            setPage(0);
            setMonth(m, y);
          }}
        />
        {user && (
          <DownloadButtons
            path={userMonthReportPath(userId, month, year)}
            fileName={`time-log-${user.name}-${year}-${String(month).padStart(2, '0')}`}
          />
        )}
      </Stack>
      {user && (
        <Paper sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            {user.name}
          </Typography>
          <Typography color="text.secondary">
            {user.email} · {monthName(month)} {year}
          </Typography>
        </Paper>
      )}
      <Paper>
        {/* Scrolls sideways on a phone: focusable so that the keyboard can scroll it too (docs/product/README.md#accessibility). */}
        <TableContainer tabIndex={0} role="region" aria-label="Time log table">
          <Table size="small" aria-label="Time log">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Client</TableCell>
                <TableCell>Description</TableCell>
                <TableCell align="right">Duration (minutes)</TableCell>
                <TableCell align="right">Hours per day</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>No logs for this month</TableCell>
                </TableRow>
              )}
              {shown.map((line, index) =>
                line.kind === 'entry' ? (
                  <TableRow key={index}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.date}</TableCell>
                    <TableCell>{line.client}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.description}</TableCell>
                    <TableCell align="right">{line.minutes}</TableCell>
                    <TableCell />
                  </TableRow>
                ) : (
                  <TableRow
                    key={index}
                    sx={{ bgcolor: 'grey.100', '& td': { borderBottom: '2px solid', borderColor: 'grey.400' } }}
                  >
                    <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
                      {line.date} total
                    </TableCell>
                    <TableCell align="right">{line.minutes}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {line.hours}
                    </TableCell>
                  </TableRow>
                ),
              )}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={4} sx={{ fontWeight: 700, fontSize: '0.875rem', color: 'text.primary' }}>
                  Total hours
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontWeight: 700, fontSize: '0.875rem', color: 'text.primary' }}
                  data-testid="total-hours"
                >
                  {totalHours}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={lines.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
      </Paper>
    </Stack>
  );
}
