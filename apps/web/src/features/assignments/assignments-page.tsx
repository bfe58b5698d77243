import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localIsoDate } from '@portal/shared';
import { NamedFilter } from '../../components/named-options';
import { PAGE_SIZES, PageControls, type PageChoice } from '../../components/paged-rows';
import { QueryState } from '../../components/page-states';
import { EmptyRow } from '../../components/table-rows';
import { clientsQuery, peopleNamesQuery } from '../../lib/directory';
import { formatCount, formatDay, formatPercent, formatTotalHours } from '../../lib/format';
import { assignmentsPageQuery } from './api';

/** docs/product/people-and-clients.md#projects: running assignments, planned against logged hours, filtered by client and person. */
export default function AssignmentsPage() {
  const { t } = useTranslation('assignments');
  const [clientId, setClientId] = useState<number | ''>('');
  const [userId, setUserId] = useState<number | ''>('');
  const today = localIsoDate(new Date());
  const clients = useQuery(clientsQuery());
  const people = useQuery(peopleNamesQuery());
  const [paging, setPaging] = useState<PageChoice>({ page: 0, pageSize: PAGE_SIZES[0]! });
  // 2,500 running assignments would be 30,000 elements on one page: the server pages them (docs/product/http-contract.md#scale).
  const overview = useQuery(assignmentsPageQuery({ asOf: today, clientId, userId, ...paging }));
  const rows = overview.data?.data;
  const total = overview.data?.meta.total ?? 0;
  // Assignments that end may empty the last page: show the one before (set while rendering, as React advises for state that
  // follows other state).
  const lastPage = Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  if (overview.isSuccess && !overview.isPlaceholderData && paging.page > lastPage)
    setPaging({ ...paging, page: lastPage });
  /** Another client or person starts again at the first page. */
  const toFirstPage = () => setPaging({ ...paging, page: 0 });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NamedFilter
          label={t('assignments:column.client')}
          allLabel={t('assignments:filter.all_clients')}
          records={clients.data}
          value={clientId}
          onChange={(id) => {
            setClientId(id);
            toFirstPage();
          }}
          minWidth={220}
        />
        <NamedFilter
          label={t('assignments:column.person')}
          allLabel={t('assignments:filter.everyone')}
          records={people.data}
          value={userId}
          onChange={(id) => {
            setUserId(id);
            toFirstPage();
          }}
          minWidth={220}
        />
      </Stack>
      <QueryState isLoading={overview.isLoading} error={overview.error} onRetry={() => overview.refetch()} />
      {rows && (
        // Focusable so that a narrow screen can scroll it with the keyboard (docs/product/README.md#accessibility).
        <TableContainer
          component={Paper}
          tabIndex={0}
          role="region"
          aria-label={t('assignments:table.region')}
          aria-busy={overview.isPlaceholderData}
        >
          <Table size="small" aria-label={t('assignments:table.name')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('assignments:column.person')}</TableCell>
                <TableCell>{t('assignments:column.client')}</TableCell>
                <TableCell align="right">{t('assignments:table.hours_per_week')}</TableCell>
                <TableCell>{t('assignments:table.from')}</TableCell>
                <TableCell>{t('assignments:table.to')}</TableCell>
                <TableCell align="right">{t('assignments:table.planned_hours')}</TableCell>
                <TableCell align="right">{t('assignments:table.logged_hours')}</TableCell>
                <TableCell sx={{ minWidth: 140 }}>{t('assignments:table.logged_of_planned')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && <EmptyRow columns={8}>{t('assignments:table.empty')}</EmptyRow>}
              {rows.map((row) => {
                const share =
                  row.planned_minutes === 0 ? 0 : Math.round((row.logged_minutes / row.planned_minutes) * 100);
                return (
                  <TableRow key={row.assignment_id}>
                    <TableCell>{row.user_name}</TableCell>
                    <TableCell>{row.client_name}</TableCell>
                    <TableCell align="right">{formatCount(row.hours)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(row.from_date)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {row.to_date === null ? t('assignments:table.open_ended') : formatDay(row.to_date)}
                    </TableCell>
                    <TableCell align="right">{formatTotalHours(row.planned_minutes)}</TableCell>
                    <TableCell align="right">{formatTotalHours(row.logged_minutes)}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <LinearProgress
                          variant="determinate"
                          value={Math.min(share, 100)}
                          sx={{ flex: 1 }}
                          aria-label={t('assignments:table.progress', {
                            person: row.user_name,
                            client: row.client_name,
                            share: formatPercent(share),
                          })}
                        />
                        <span>{formatPercent(share)}</span>
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <PageControls count={total} {...paging} onChange={setPaging} />
        </TableContainer>
      )}
    </Stack>
  );
}
