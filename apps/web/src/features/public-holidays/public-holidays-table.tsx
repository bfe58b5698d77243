import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicHolidayView } from '@portal/shared';
import { DismissibleError } from '../../components/dismissible-error';
import { useConfirmation } from '../../components/confirm-dialog';
import { QueryState } from '../../components/page-states';
import { DeleteRowButton, EditRowButton } from '../../components/row-buttons';
import { EmptyRow, TableHeadings } from '../../components/table-rows';
import { useToast } from '../../components/toast';
import { PublicHolidayEditRow } from './public-holiday-edit-row';
import { publicHolidaysQuery, useDeletePublicHoliday } from './api';
import { formatDay } from '../../lib/format';

export type YearFilter = number | 'all';

/** docs/product/leave.md#public-holidays: the public holidays table with inline edit and delete, one year at a time. */
export function PublicHolidaysTable({
  calendarId,
  year,
  onYearChange,
}: {
  calendarId: number;
  year: YearFilter;
  onYearChange(year: YearFilter): void;
}) {
  const { t } = useTranslation('public-holidays');
  const headingId = useId();
  const holidays = useQuery(publicHolidaysQuery(calendarId));
  const remove = useDeletePublicHoliday();
  const toast = useToast();
  const [editing, setEditing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const showFailure = (failure: Error) => setError(failure.message);

  const all = holidays.data ?? [];
  const years = [...new Set([new Date().getFullYear(), ...all.map((holiday) => Number(holiday.date.slice(0, 4)))])];
  if (year !== 'all' && !years.includes(year)) years.push(year);
  years.sort((a, b) => a - b);
  const shown = year === 'all' ? all : all.filter((holiday) => holiday.date.startsWith(`${year}-`));

  const deletion = useConfirmation<PublicHolidayView>({
    text: t('public-holidays:table.delete_text'),
    onConfirm: (holiday) =>
      remove.mutateAsync(holiday.id).then(() => toast(t('public-holidays:table.deleted')), showFailure),
  });

  return (
    <Paper component="section" aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ p: 2, pb: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {t('public-holidays:table.heading')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('public-holidays:table.year')}
          value={year}
          onChange={(event) => onYearChange(event.target.value === 'all' ? 'all' : Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="all">{t('public-holidays:table.all_years')}</MenuItem>
          {years.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack spacing={1} sx={{ px: 2 }}>
        <DismissibleError message={error} onDismiss={() => setError(null)} />
        <QueryState isLoading={holidays.isLoading} error={holidays.error} onRetry={() => holidays.refetch()} />
      </Stack>
      {holidays.data && (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHeadings
              labels={[
                t('public-holidays:table.name'),
                t('public-holidays:table.date'),
                t('public-holidays:table.edit'),
                t('public-holidays:table.delete'),
              ]}
            />
            <TableBody>
              {shown.length === 0 && (
                <EmptyRow columns={4} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {year === 'all' ? t('public-holidays:table.empty') : t('public-holidays:table.empty_year', { year })}
                </EmptyRow>
              )}
              {shown.map((holiday) =>
                editing === holiday.id ? (
                  <PublicHolidayEditRow
                    key={holiday.id}
                    holiday={holiday}
                    onDone={() => setEditing(null)}
                    onSaved={(date) => {
                      setEditing(null);
                      if (year !== 'all') onYearChange(Number(date.slice(0, 4)));
                    }}
                    onError={setError}
                  />
                ) : (
                  <TableRow key={holiday.id} hover>
                    <TableCell>{holiday.title}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(holiday.date)}</TableCell>
                    <TableCell>
                      <EditRowButton
                        label={t('public-holidays:table.edit_holiday', { title: holiday.title, date: holiday.date })}
                        onClick={() => {
                          setError(null);
                          setEditing(holiday.id);
                        }}
                      />
                    </TableCell>
                    <TableCell>
                      <DeleteRowButton
                        label={t('public-holidays:table.delete_holiday', { title: holiday.title, date: holiday.date })}
                        onClick={() => deletion.ask(holiday)}
                      />
                    </TableCell>
                  </TableRow>
                ),
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {deletion.dialog}
    </Paper>
  );
}
