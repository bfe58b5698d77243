import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditQuery } from '@portal/shared';
import { DateField } from '../../components/date-field';
import { AuditTabs } from '../../components/audit-tabs';
import { NamedFilter } from '../../components/named-options';
import { QueryState } from '../../components/page-states';
import { EmptyRow, TableHeadings } from '../../components/table-rows';
import { filterPeopleQuery } from '../../lib/directory';
import { formatMoment } from '../../lib/format';
import { auditQuery } from './api';
import { actionKey, PAGE_ARIA_KEYS, targetKey } from './labels';

const PAGE_SIZES = [50, 100, 250];
const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** docs/product/reports.md#audit: the audit trail for SUPER_ADMIN, filtered by person, action and date. */
export default function AuditPage() {
  const { t } = useTranslation('audit');
  const [actorId, setActorId] = useState<number | ''>('');
  const [action, setAction] = useState<AuditQuery['action'] | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  // Whoever may have acted: client users and people who have left too.
  const people = useQuery(filterPeopleQuery({ clientUsers: true }));
  const audit = useQuery(
    auditQuery({
      page: page + 1,
      page_size: pageSize,
      actor_id: actorId === '' ? undefined : actorId,
      action: action || undefined,
      from: from || undefined,
      to: to || undefined,
    }),
  );
  /** An action as recorded; one this screen has no name for (a newer server's) as it is stored. */
  const actionLabel = (action: string) => {
    const key = actionKey(action);
    return key ? t(key) : action;
  };
  /** What was changed: its kind's name and its id. */
  const targetLabel = (type: string, id: string | null) => {
    const key = targetKey(type);
    return key ? t(key, { id: String(id) }) : `${type} ${id}`;
  };
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <Stack spacing={2}>
      <AuditTabs />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NamedFilter
          label={t('audit:filter.person')}
          allLabel={t('audit:filter.everyone')}
          records={people.data}
          value={actorId}
          onChange={refilter(setActorId)}
          minWidth={200}
        />
        <TextField
          select
          size="small"
          label={t('audit:filter.action')}
          value={action}
          onChange={(event) => refilter(setAction)(event.target.value as AuditQuery['action'] | '')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('audit:filter.all_actions')}</MenuItem>
          {AUDIT_ACTIONS.map((name) => (
            <MenuItem key={name} value={name}>
              {t(actionKey(name)!)}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          size="small"
          label={t('audit:filter.from')}
          value={from}
          onChange={(event) => refilter(setFrom)(event.target.value)}
        />
        <DateField
          size="small"
          label={t('audit:filter.to')}
          value={to}
          onChange={(event) => refilter(setTo)(event.target.value)}
        />
      </Stack>
      <QueryState isLoading={audit.isLoading} error={audit.error} onRetry={() => audit.refetch()} />
      {audit.data && (
        <Paper>
          {/* Focusable so that a narrow screen can scroll it with the keyboard (docs/product/README.md#accessibility). */}
          <TableContainer tabIndex={0} role="region" aria-label={t('audit:table.region')}>
            <Table size="small" aria-label={t('audit:table.name')}>
              <TableHeadings
                labels={[
                  t('audit:table.when'),
                  t('audit:table.who'),
                  t('audit:table.action'),
                  t('audit:table.target'),
                  t('audit:table.before'),
                  t('audit:table.after'),
                  t('audit:table.address'),
                ]}
              />
              <TableBody>
                {audit.data.data.length === 0 && <EmptyRow columns={7}>{t('audit:table.empty')}</EmptyRow>}
                {audit.data.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(entry.at, WHEN)}</TableCell>
                    <TableCell>
                      {entry.actor_name ?? '–'}
                      {/* docs/product/access.md#api-tokens: a change made with a personal API token names it. */}
                      {entry.via_token && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {t('audit:table.via_token', { name: entry.via_token.name })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{actionLabel(entry.action)}</TableCell>
                    <TableCell>{entry.target_type ? targetLabel(entry.target_type, entry.target_id) : '–'}</TableCell>
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
            labelRowsPerPage={t('audit:pagination.rows_per_page')}
            labelDisplayedRows={({ from, to, count }) =>
              t('audit:pagination.displayed_rows', { from, to, total: count })
            }
            getItemAriaLabel={(type) => t(PAGE_ARIA_KEYS[type])}
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
