import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { localIsoDate, totalHours } from '@portal/shared';
import { namedOptions } from '../../components/named-options';
import { usePagedRows } from '../../components/paged-rows';
import { QueryState } from '../../components/page-states';
import { clientsQuery, peopleNamesQuery } from '../../lib/directory';
import { assignmentsQuery } from './api';

/** docs/product/people-and-clients.md#projects: running assignments, planned against logged hours, filtered by client and person. */
export default function AssignmentsPage() {
  const [clientId, setClientId] = useState<number | ''>('');
  const [userId, setUserId] = useState<number | ''>('');
  const today = localIsoDate(new Date());
  const clients = useQuery(clientsQuery());
  const people = useQuery(peopleNamesQuery());
  const overview = useQuery(assignmentsQuery({ asOf: today, clientId, userId }));
  // 2,500 running assignments would be 30,000 elements on one page (docs/product/http-contract.md#scale).
  const { shown, toFirstPage, pagination } = usePagedRows(overview.data ?? []);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Client"
          value={clientId}
          onChange={(event) => {
            setClientId(event.target.value === '' ? '' : Number(event.target.value));
            toFirstPage();
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All clients</MenuItem>
          {namedOptions(clients.data)}
        </TextField>
        <TextField
          select
          size="small"
          label="Person"
          value={userId}
          onChange={(event) => {
            setUserId(event.target.value === '' ? '' : Number(event.target.value));
            toFirstPage();
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Everyone</MenuItem>
          {namedOptions(people.data)}
        </TextField>
      </Stack>
      <QueryState isLoading={overview.isLoading} error={overview.error} onRetry={() => overview.refetch()} />
      {overview.data && (
        // Focusable so that a narrow screen can scroll it with the keyboard (docs/product/README.md#accessibility).
        <TableContainer component={Paper} tabIndex={0} role="region" aria-label="Assignments, scrollable">
          <Table size="small" aria-label="Assignments">
            <TableHead>
              <TableRow>
                <TableCell>Person</TableCell>
                <TableCell>Client</TableCell>
                <TableCell align="right">Hours per week</TableCell>
                <TableCell>From</TableCell>
                <TableCell>To</TableCell>
                <TableCell align="right">Planned hours</TableCell>
                <TableCell align="right">Logged hours</TableCell>
                <TableCell sx={{ minWidth: 140 }}>Logged of planned</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {overview.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>No running assignments</TableCell>
                </TableRow>
              )}
              {shown.map((row) => {
                const share =
                  row.planned_minutes === 0 ? 0 : Math.round((row.logged_minutes / row.planned_minutes) * 100);
                return (
                  <TableRow key={row.assignment_id}>
                    <TableCell>{row.user_name}</TableCell>
                    <TableCell>{row.client_name}</TableCell>
                    <TableCell align="right">{row.hours}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.from_date}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.to_date ?? 'open-ended'}</TableCell>
                    <TableCell align="right">{totalHours(row.planned_minutes)}</TableCell>
                    <TableCell align="right">{totalHours(row.logged_minutes)}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <LinearProgress
                          variant="determinate"
                          value={Math.min(share, 100)}
                          sx={{ flex: 1 }}
                          aria-label={`${row.user_name} at ${row.client_name}: ${share}% of planned`}
                        />
                        <span>{share}%</span>
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {pagination}
        </TableContainer>
      )}
    </Stack>
  );
}
