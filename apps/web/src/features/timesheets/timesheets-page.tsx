import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMESHEET_STATUSES, type TimesheetStatus, type TimesheetView } from '@portal/shared';
import { MonthYearSelect } from '../../components/month-year-select';
import { QueryState } from '../../components/page-states';
import { monthLabel, TIMESHEET_STATUS_KEYS } from '../../components/timesheet-summary';
import { useToast } from '../../components/toast';
import { useDebouncedValue } from '../../lib/debounced-value';
import { timesheetsQuery } from '../../lib/timesheets';
import { useApproveTimesheet, useApproveTimesheets } from './api';
import { ReopenDialog } from './reopen-dialog';
import { TimesheetsTable } from './timesheets-table';
import { useMonthParam } from './use-month-param';

type StatusFilter = TimesheetStatus | 'all';

/**
 * docs/product/closing.md#timesheets: a month × people, filtered by status and name, approved one by one or many at once
 * and reopened with a comment.
 */
export default function TimesheetsPage() {
  const { t } = useTranslation('timesheets');
  const { month, setMonth } = useMonthParam();
  const sheets = useQuery(timesheetsQuery(month));
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim().toLocaleLowerCase());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [reopening, setReopening] = useState<TimesheetView | null>(null);
  const approveOne = useApproveTimesheet();
  const approveMany = useApproveTimesheets();
  const toast = useToast();
  const [year, number] = month.split('-').map(Number) as [number, number];

  const shown = useMemo(
    () =>
      (sheets.data ?? []).filter(
        (sheet) =>
          (status === 'all' || sheet.status === status) &&
          (name === '' || sheet.name.toLocaleLowerCase().includes(name)),
      ),
    [sheets.data, status, name],
  );
  // Only rows still shown and not yet approved count as chosen.
  const chosen = shown.filter((sheet) => selected.has(sheet.user_id) && sheet.status !== 'approved');

  const changeMonth = (next: string) => {
    setSelected(new Set());
    setMonth(next);
  };
  const fail = (failure: Error) => toast(failure.message, 'error');
  const approve = (sheet: TimesheetView) =>
    approveOne.mutate(
      { userId: sheet.user_id, month },
      { onSuccess: () => toast(t('timesheets:page.approved_one', { name: sheet.name })), onError: fail },
    );
  const approveChosen = () =>
    approveMany.mutate(
      { month, user_ids: chosen.map((sheet) => sheet.user_id) },
      {
        onSuccess: (answer) => {
          setSelected(new Set());
          toast(t('timesheets:page.approved_many', { count: answer.data.length }));
        },
        onError: fail,
      },
    );

  return (
    <Stack spacing={2} useFlexGap>
      <Typography component="h2" variant="h6">
        {t('timesheets:page.heading', { month: monthLabel(month) })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <MonthYearSelect
          month={number}
          year={year}
          onChange={(nextMonth, nextYear) => changeMonth(`${nextYear}-${String(nextMonth).padStart(2, '0')}`)}
        />
        <TextField
          select
          size="small"
          label={t('timesheets:page.status_filter')}
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="all">{t('timesheets:page.all')}</MenuItem>
          {TIMESHEET_STATUSES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(TIMESHEET_STATUS_KEYS[option])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('timesheets:page.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: 200 }}
        />
        <Button
          variant="contained"
          onClick={approveChosen}
          disabled={chosen.length === 0 || approveMany.isPending}
          sx={{ ml: { sm: 'auto' } }}
        >
          {t('timesheets:page.approve_selected', { count: chosen.length })}
        </Button>
      </Stack>
      <QueryState isLoading={sheets.isLoading} error={sheets.error} onRetry={() => sheets.refetch()} />
      {sheets.data && (
        <TimesheetsTable
          sheets={shown}
          emptyText={sheets.data.length === 0 ? t('timesheets:page.empty') : t('timesheets:page.empty_filtered')}
          selected={selected}
          onSelect={setSelected}
          busy={approveOne.isPending}
          onApprove={approve}
          onReopen={setReopening}
        />
      )}
      {reopening && <ReopenDialog sheet={reopening} onClose={() => setReopening(null)} />}
    </Stack>
  );
}
