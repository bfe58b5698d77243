import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_ACTIONS } from '@portal/shared';
import { namedOptions } from '../../components/named-options';
import { QueryState } from '../../components/page-states';
import { filterPeopleQuery } from '../../lib/directory';
import { auditQuery } from './api';

const PAGE_SIZES = [50, 100, 250];
const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** docs/product/reports.md#audit: the audit trail for SUPER_ADMIN, filtered by person, action and date. */
export default function AuditPage() {
  const [actorId, setActorId] = useState<number | ''>('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  // Whoever may have acted: client users and people who have left too.
  const people = useQuery(filterPeopleQuery({ clientUsers: true }));
  const filters = new URLSearchParams({ page: String(page + 1), page_size: String(pageSize) });
  if (actorId !== '') filters.set('actor_id', String(actorId));
  if (action) filters.set('action', action);
  if (from) filters.set('from', from);
  if (to) filters.set('to', to);
  const audit = useQuery(auditQuery(filters));
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Person"
          value={actorId}
          onChange={(event) => refilter(setActorId)(event.target.value === '' ? '' : Number(event.target.value))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Everyone</MenuItem>
          {namedOptions(people.data)}
        </TextField>
        <TextField
          select
          size="small"
          label="Action"
          value={action}
          onChange={(event) => refilter(setAction)(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All actions</MenuItem>
          {AUDIT_ACTIONS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="From"
          value={from}
          onChange={(event) => refilter(setFrom)(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={to}
          onChange={(event) => refilter(setTo)(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <QueryState isLoading={audit.isLoading} error={audit.error} onRetry={() => audit.refetch()} />
      {audit.data && (
        <Paper>
          {/* Focusable so that a narrow screen can scroll it with the keyboard (docs/product/README.md#accessibility). */}
          <TableContainer tabIndex={0} role="region" aria-label="Audit trail, scrollable">
            <Table size="small" aria-label="Audit trail">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Who</TableCell>
                  <TableCell>Action</TableCell>
                  <TableCell>Target</TableCell>
                  <TableCell>Before</TableCell>
                  <TableCell>After</TableCell>
                  <TableCell>Address</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {audit.data.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={7}>No entries match these filters</TableCell>
                  </TableRow>
                )}
                {audit.data.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{WHEN.format(new Date(entry.at))}</TableCell>
                    <TableCell>{entry.actor_name ?? '–'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.action}</TableCell>
                    <TableCell>{entry.target_type ? `${entry.target_type} ${entry.target_id}` : '–'}</TableCell>
                    <TableCell sx={{ maxWidth: 280, wordBreak: 'break-word', fontFamily: 'monospace', fontSize: 12 }}>
                      <Change value={entry.before} />
                    </TableCell>
                    <TableCell sx={{ maxWidth: 280, wordBreak: 'break-word', fontFamily: 'monospace', fontSize: 12 }}>
                      <Change value={entry.after} />
                    </TableCell>
                    <TableCell>{entry.ip ?? '–'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={audit.data.meta.total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onRowsPerPageChange={(event) => refilter(setPageSize)(Number(event.target.value))}
          />
        </Paper>
      )}
    </Stack>
  );
}

const PREVIEW_LENGTH = 80;

/** A before/after value: a short preview, the whole JSON on demand, so rows stay one line high. */
function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>–</>;
  const text = JSON.stringify(value, null, 1);
  const flat = JSON.stringify(value);
  if (flat.length <= PREVIEW_LENGTH) return <>{flat}</>;
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>{flat.slice(0, PREVIEW_LENGTH)}…</summary>
      <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text}</pre>
    </details>
  );
}
