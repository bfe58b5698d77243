import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { MONTH_REPORT_FORMATS, type ClientMonthReport } from '@portal/shared';
import { DownloadButtons } from '../../components/download-buttons';
import { LoadingScreen } from '../../components/loading-screen';
import { clientMonthReportPath, clientMonthReportQuery, clientNameQuery } from './api';
import { formatDay, formatTotalHours } from '../../lib/format';
import { SignoffPanel } from './signoff-panel';
import { durationLabel } from './table-labels';
import { TimeLogPagination, TimeLogToolbar, TotalHoursFooter, useTimeLogPages } from './time-log-table';
import { useMonthParams } from './use-month-params';

/** docs/product/time-and-week.md#constants: the client report defaults to 25 rows a page. */
const PAGE_SIZES = [25, 50, 100, 250];

/**
 * docs/product/reports.md#client-month. The client comes from the route, or for a client user from their own client_id;
 * without a session only the share link's key opens it (docs/product/roles-and-access.md#share-links).
 */
export default function ClientTimeLogPage({ clientId }: { clientId?: number | null }) {
  const { t } = useTranslation('reports');
  const routeId = Number(useParams().id);
  const id = clientId ?? routeId;
  const { month, year, setMonth, key } = useMonthParams();
  const client = useQuery(clientNameQuery(id, key));
  const report = useQuery({ ...clientMonthReportQuery(id, month, year, key), enabled: client.isSuccess });

  if (client.isLoading || report.isLoading) return <LoadingScreen label={t('reports:time_log.loading')} />;
  if (!client.data) return <Alert severity="error">{t('reports:client_log.not_found')}</Alert>;
  // docs/product/http-contract.md#screen-messages: a time log that fails to load shows an empty list.
  const items = report.data ?? [];
  const minutes = items.reduce((sum, item) => sum + item.total_hours, 0);

  return (
    <Stack spacing={2}>
      <TimeLogToolbar month={month} year={year} onMonthChange={setMonth}>
        <DownloadButtons
          formats={MONTH_REPORT_FORMATS}
          path={clientMonthReportPath(id, month, year, key)}
          fileName={t('reports:client_log.file_name', {
            client: client.data.name,
            year,
            month: String(month).padStart(2, '0'),
          })}
        />
      </TimeLogToolbar>
      <Typography component="h2" variant="h6">
        {t('reports:client_log.heading', { hours: formatTotalHours(minutes), client: client.data.name })}
      </Typography>
      <SignoffPanel clientId={id} month={month} year={year} shareKey={key} />
      <PersonTables report={items} />
    </Stack>
  );
}

/** The month's logs a table per person, or a line saying there are none (also on the sign-off link's page). */
export function PersonTables({ report }: { report: ClientMonthReport }) {
  const { t } = useTranslation('reports');
  if (report.length === 0) {
    return (
      <Paper sx={{ p: 2 }}>
        <Typography>{t('reports:client_log.empty')}</Typography>
      </Paper>
    );
  }
  return report.map((item) => <PersonTable key={item.user_id} item={item} />);
}

/** One person's logs of the month, paged. */
function PersonTable({ item }: { item: ClientMonthReport[number] }) {
  const { t } = useTranslation('reports');
  const pages = useTimeLogPages(25);
  const shown = pages.shown(item.data);
  return (
    <Paper component="section" aria-label={item.username}>
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {item.username}
        </Typography>
      </Box>
      <TableContainer tabIndex={0} role="region" aria-label={t('reports:client_log.region', { name: item.username })}>
        <Table size="small" aria-label={t('reports:client_log.table', { name: item.username })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('reports:column.date')}</TableCell>
              <TableCell>{t('reports:column.description')}</TableCell>
              <TableCell align="right">{t('reports:column.duration')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((log, index) => (
              <TableRow key={`${log.date}-${index}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(log.date)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{log.description}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {durationLabel(t, log.duration)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TotalHoursFooter labelColumns={2} minutes={item.total_hours} />
        </Table>
      </TableContainer>
      {item.data.length > PAGE_SIZES[0]! && (
        <TimeLogPagination count={item.data.length} sizes={PAGE_SIZES} pages={pages} />
      )}
    </Paper>
  );
}
