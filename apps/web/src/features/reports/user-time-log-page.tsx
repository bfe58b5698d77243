import Alert from '@mui/material/Alert';
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
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MONTH_REPORT_FORMATS, userTimeLog } from '@portal/shared';
import { DownloadButtons } from '../../components/download-buttons';
import { LoadingScreen } from '../../components/loading-screen';
import { EmptyRow } from '../../components/table-rows';
import { ApiError } from '../../lib/api-client';
import { formatDayHours, monthName } from '../../lib/format';
import { userMonthReportPath, userMonthReportQuery } from './api';
import { formatDay } from '../../lib/format';
import { TimeLogPagination, TimeLogToolbar, TotalHoursFooter, useTimeLogPages } from './time-log-table';
import { useMonthParams } from './use-month-params';

/** docs/product/time-and-week.md#constants: page sizes 50, 100 and 250; the user time log defaults to 100. */
const PAGE_SIZES = [50, 100, 250];

/** docs/product/reports.md#user-month: a person's month, weekends hidden, daily totals, a total, pages. */
export default function UserTimeLogPage() {
  const { t } = useTranslation('reports');
  const userId = Number(useParams().id);
  const { month, year, setMonth } = useMonthParams();
  const pages = useTimeLogPages(100);
  const report = useQuery(userMonthReportQuery(userId, month, year));

  if (report.isLoading) return <LoadingScreen label={t('reports:time_log.loading')} />;
  if (report.error instanceof ApiError && report.error.code === 'NOT_FOUND')
    return <Alert severity="error">{t('reports:user_log.not_found')}</Alert>;
  // docs/product/http-contract.md#screen-messages: a time log that fails to load shows an empty list.
  const { user, logs } = report.data ?? { user: null, logs: [] };
  const { lines, totalMinutes } = userTimeLog(logs);
  const shown = pages.shown(lines);

  return (
    <Stack spacing={2}>
      <TimeLogToolbar
        month={month}
        year={year}
        onMonthChange={(m, y) => {
          pages.setPage(0);
          setMonth(m, y);
        }}
      >
        {user && (
          <DownloadButtons
            formats={MONTH_REPORT_FORMATS}
            path={userMonthReportPath(userId, month, year)}
            fileName={t('reports:user_log.file_name', {
              name: user.name,
              year,
              month: String(month).padStart(2, '0'),
            })}
          />
        )}
      </TimeLogToolbar>
      {user && (
        <Paper sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            {user.name}
          </Typography>
          <Typography color="textSecondary">
            {user.email} · {monthName(month)} {year}
          </Typography>
        </Paper>
      )}
      <Paper>
        {/* Scrolls sideways on a phone: focusable so that the keyboard can scroll it too (docs/product/README.md#accessibility). */}
        <TableContainer tabIndex={0} role="region" aria-label={t('reports:user_log.region')}>
          <Table size="small" aria-label={t('reports:user_log.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('reports:column.date')}</TableCell>
                <TableCell>{t('reports:column.client')}</TableCell>
                <TableCell>{t('reports:column.description')}</TableCell>
                <TableCell align="right">{t('reports:column.duration_minutes')}</TableCell>
                <TableCell align="right">{t('reports:column.hours_per_day')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.length === 0 && <EmptyRow columns={5}>{t('reports:user_log.empty')}</EmptyRow>}
              {shown.map((line, index) =>
                line.kind === 'entry' ? (
                  <TableRow key={index}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(line.date)}</TableCell>
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
                      {t('reports:user_log.day_total', { date: formatDay(line.date) })}
                    </TableCell>
                    <TableCell align="right">{line.minutes}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {formatDayHours(line.minutes)}
                    </TableCell>
                  </TableRow>
                ),
              )}
            </TableBody>
            <TotalHoursFooter labelColumns={4} minutes={totalMinutes} testId="total-hours" />
          </Table>
        </TableContainer>
        <TimeLogPagination count={lines.length} sizes={PAGE_SIZES} pages={pages} />
      </Paper>
    </Stack>
  );
}
