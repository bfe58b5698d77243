import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, eachDay, localIsoDate, type IsoDate, type WorkLogView } from '@portal/shared';
import { useConfirmation } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast';
import { LoadingScreen } from '../../components/loading-screen';
import { peopleNamesQuery } from '../../lib/directory';
import { formatDate, formatMoment } from '../../lib/format';
import { useBalances } from '../../lib/leave';
import { useSignedInUser } from '../../lib/signed-in-user';
import { lockedMessage, useDeleteWorkLog, useToggleHomeOffice, useWeekData } from './api';
import { DayRow } from './day-row';
import { EntryDialog } from './entry-dialog';
import { HolidaysSummary } from './holidays-summary';
import { HoursBar } from './hours-bar';
import { useWeekLocks } from './period-lock';
import { leaveDaysInMonth, plannedWeek } from './planned-week';
import { ClientsList, MonthlySummary, TrackingStrip } from './side-panel';
import { TimesheetPanel } from './timesheet-panel';
import { useWeekParams } from './week-params';
import { WeekStatusTile } from './week-status-tile';
import { WorkingWeek } from './working-week';

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

type EntryEditor = { date: IsoDate; entry?: WorkLogView } | null;

/** docs/product/time-and-week.md#dashboard: the employee's week. */
export default function WeekPage() {
  const { t } = useTranslation('worklogs');
  const viewer = useSignedInUser();
  const { monday, userId, setUser } = useWeekParams(viewer.id);
  const readOnly = userId !== viewer.id;
  const week = useWeekData(userId, monday);
  const people = useQuery(peopleNamesQuery());
  const toggleHomeOffice = useToggleHomeOffice(userId);
  const deleteLog = useDeleteWorkLog();
  const lockOf = useWeekLocks(userId, monday, !readOnly);
  const toast = useToast();
  /** A write refused for a locked period says so (docs/product/closing.md#locks). */
  const sayLocked = (error: unknown) => {
    const message = lockedMessage(error);
    if (message) toast(message, 'error');
  };
  const [editor, setEditor] = useState<EntryEditor>(null);
  const deletion = useConfirmation<WorkLogView>({
    text: t('worklogs:week.delete_question'),
    onConfirm: (log) => deleteLog.mutateAsync(log.id).catch(sayLocked),
  });
  const [weekendOpen, setWeekendOpen] = useState(false);

  const dates = eachDay(monday, addDays(monday, 6));
  const logsByDate = useMemo(() => groupByDate(week.logs.data ?? []), [week.logs.data]);
  const homeOfficeDates = new Set((week.homeOffice.data ?? []).map((day) => day.date));
  const days = plannedWeek(
    dates,
    (date) => (logsByDate.get(date) ?? []).reduce((sum, log) => sum + log.duration, 0),
    week.plan.data,
  );
  const employees = people.data ?? [];
  const viewed = employees.find((person) => person.id === userId);
  const today = localIsoDate(new Date());
  const balanceYear = new Date().getFullYear();
  const balances = useBalances(userId, balanceYear);

  if (week.logs.isLoading) return <LoadingScreen label={t('worklogs:week.loading')} />;
  const loadError = week.logs.error ?? week.clients.error;

  const dayRow = (date: IsoDate) => (
    <DayRow
      key={date}
      date={date}
      entries={logsByDate.get(date) ?? []}
      homeOffice={homeOfficeDates.has(date)}
      readOnly={readOnly}
      lock={lockOf(date)}
      entryLock={(entry) => lockOf(date, { id: entry.client_id, name: entry.client_name })}
      defaultExpanded={date === today || (logsByDate.get(date)?.length ?? 0) > 0}
      onToggleHomeOffice={(on) => toggleHomeOffice.mutate({ date, on }, { onError: sayLocked })}
      onAdd={() => setEditor({ date })}
      onEdit={(entry) => setEditor({ date, entry })}
      onDelete={deletion.ask}
    />
  );

  return (
    <Stack spacing={2}>
      <Paper
        sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Box>
          <Typography component="h2" variant="h6">
            {t('worklogs:week.welcome', { name: viewer.name })}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {formatMoment(new Date(), LONG_DATE)}
          </Typography>
          {week.plan.data && <WorkingWeek days={days} />}
        </Box>
        <WeekStatusTile
          monday={monday}
          days={days}
          caption={
            !readOnly
              ? t('worklogs:week.your_week')
              : viewed
                ? t('worklogs:week.week_of', { name: viewed.name })
                : t('worklogs:week.week_of_this_person')
          }
        />
        <Autocomplete
          options={employees}
          value={viewed ?? null}
          getOptionLabel={(person) => person.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, person) => person && setUser(person.id)}
          disableClearable={viewed !== undefined}
          sx={{ width: { xs: '100%', sm: 260 } }}
          renderInput={(params) => <TextField {...params} label={t('worklogs:week.show_week_of')} size="small" />}
        />
      </Paper>
      {readOnly && (
        <Alert severity="info">
          {viewed ? t('worklogs:week.read_only', { name: viewed.name }) : t('worklogs:week.read_only_other_person')}
        </Alert>
      )}
      {loadError && <Alert severity="error">{loadError.message}</Alert>}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(260px, 1fr)' } }}
      >
        <Stack spacing={1.5}>
          <HoursBar days={days} />
          {dates.slice(0, 5).map(dayRow)}
          <Paper variant="outlined">
            <Button
              fullWidth
              onClick={() => setWeekendOpen(!weekendOpen)}
              aria-expanded={weekendOpen}
              sx={{ justifyContent: 'flex-start', px: 2 }}
            >
              {weekendOpen ? t('worklogs:week.hide_weekend') : t('worklogs:week.weekend')}
            </Button>
            <Collapse in={weekendOpen}>
              <Stack spacing={1.5} sx={{ p: 1.5 }}>
                {dates.slice(5).map(dayRow)}
              </Stack>
            </Collapse>
          </Paper>
        </Stack>
        <Stack spacing={1.5}>
          <TimesheetPanel userId={userId} weekMonth={week.month} own={!readOnly} />
          <TrackingStrip days={days} />
          <ClientsList clients={week.clients.data ?? []} logs={week.logs.data ?? []} />
          {balances.data && <HolidaysSummary balances={balances.data} year={balanceYear} />}
          <MonthlySummary
            monthLabel={formatDate(`${week.month}-01`, MONTH)}
            holidays={leaveDaysInMonth(week.plan.data, week.month)}
            homeOfficeDays={week.homeOfficeMonth.data?.length ?? 0}
          />
        </Stack>
      </Box>
      {editor && (
        <EntryDialog
          userId={userId}
          date={editor.date}
          entry={editor.entry}
          clients={week.clients.data ?? []}
          onClose={() => setEditor(null)}
        />
      )}
      {deletion.dialog}
    </Stack>
  );
}

function groupByDate(logs: WorkLogView[]): Map<IsoDate, WorkLogView[]> {
  const byDate = new Map<IsoDate, WorkLogView[]>();
  for (const log of logs) byDate.set(log.date, [...(byDate.get(log.date) ?? []), log]);
  return byDate;
}
