import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminRole, LeaveStatus, type LeaveRequestView } from '@portal/shared';
import { useConfirmation } from '../../components/confirm-dialog';
import { EmailSettingsDialog } from '../../components/email-settings-dialog';
import { LeaveExpiryNotice } from '../../components/leave-expiry-notice';
import { QueryState } from '../../components/page-states';
import { useToast } from '../../components/toast';
import { YearStepper } from '../../components/year-stepper';
import { peopleNamesQuery } from '../../lib/directory';
import { useBalances } from '../../lib/leave';
import { useLeaveTypes, type LeaveTypes } from '../../lib/leave-types';
import { publicHolidaysOfYearsQuery } from '../../lib/public-holidays';
import { useSignedInUser } from '../../lib/signed-in-user';
import { leaveRequestsOfQuery, useWithdrawLeave } from './api';
import { BalanceCards } from './balance-cards';
import { CalendarFeedDialog } from './calendar-feed-dialog';
import { halfDayToneSx, leaveToneSx, NATIONAL_HOLIDAY_STYLE, STATUS_STYLE } from './leave-colours';
import { STATUS_KEYS } from './leave-status';
import { usePerson } from './person-time';
import { RequestForm } from './request-form';
import { RequestsTable } from './requests-table';
import { typesInYear, YearCalendar } from './year-calendar';

/** docs/product/leave.md#holidays-screen: balances, the request form, and a twelve-month calendar of a person's leave. */
export default function LeavePage() {
  const { t } = useTranslation('leave');
  const viewer = useSignedInUser();
  const isAdmin = isAdminRole(viewer.role_id);
  const [userId, setUserId] = useState(viewer.id);
  const [year, setYear] = useState(new Date().getFullYear());
  const [formOpen, setFormOpen] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const people = useQuery(peopleNamesQuery());
  const requests = useQuery(leaveRequestsOfQuery(userId));
  const balances = useBalances(userId, year);
  // docs/product/time-model.md#calendars: the public holidays of the shown person's calendar.
  const person = usePerson(userId);
  const holidays = useQuery({
    ...publicHolidaysOfYearsQuery(year, year, person?.holiday_calendar_id ?? 0),
    enabled: person !== undefined,
  });
  const { types } = useLeaveTypes();
  const withdraw = useWithdrawLeave();
  const toast = useToast();
  const employees = people.data ?? [];

  const withdrawal = useConfirmation<LeaveRequestView>({
    title: t('leave:holidays.withdraw.title'),
    text: t('leave:holidays.withdraw.text'),
    confirmLabel: t('leave:holidays.withdraw.confirm'),
    onConfirm: (request) =>
      withdraw.mutateAsync(request.id).then(
        () => toast(t('leave:holidays.withdraw.done')),
        (error: Error) => toast(error.message, 'error'),
      ),
  });

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Button variant="contained" onClick={() => setFormOpen(!formOpen)} aria-expanded={formOpen}>
          {t('leave:holidays.request_holiday')}
        </Button>
        <Button variant="outlined" onClick={() => setFeedOpen(true)}>
          {t('leave:holidays.calendar_feed')}
        </Button>
        <Button variant="outlined" onClick={() => setEmailOpen(true)}>
          {t('leave:holidays.email_settings')}
        </Button>
        {isAdmin && (
          <Autocomplete
            options={employees}
            value={employees.find((person) => person.id === userId) ?? null}
            getOptionLabel={(person) => person.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_event, person) => person && setUserId(person.id)}
            sx={{ width: { xs: '100%', sm: 260 }, ml: { sm: 'auto' } }}
            renderInput={(params) => <TextField {...params} label={t('leave:holidays.holidays_of')} size="small" />}
          />
        )}
      </Stack>
      <Collapse in={formOpen} unmountOnExit>
        <RequestForm onDone={() => setFormOpen(false)} />
      </Collapse>
      {balances.data && <BalanceCards year={year} balances={balances.data} />}
      {balances.data && <LeaveExpiryNotice balances={balances.data} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack direction="row" sx={{ alignItems: 'center' }} role="group" aria-label={t('leave:holidays.year')}>
          <YearStepper
            year={year}
            onChange={setYear}
            previousLabel={t('leave:holidays.previous_year')}
            nextLabel={t('leave:holidays.next_year')}
          />
        </Stack>
        <Legend />
      </Stack>
      {requests.data && <TypeLegend year={year} requests={requests.data} types={types} />}
      <QueryState isLoading={requests.isLoading} error={requests.error} onRetry={() => requests.refetch()} />
      {requests.data && (
        <YearCalendar year={year} requests={requests.data} publicHolidays={holidays.data ?? []} types={types} />
      )}
      {requests.data && (
        <>
          <Typography component="h2" variant="h6">
            {t('leave:holidays.requests')}
          </Typography>
          <RequestsTable
            requests={requests.data}
            types={types}
            canWithdraw={userId === viewer.id}
            onWithdraw={withdrawal.ask}
          />
        </>
      )}
      <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
      <EmailSettingsDialog open={emailOpen} isAdmin={isAdmin} onClose={() => setEmailOpen(false)} />
      {withdrawal.dialog}
    </Stack>
  );
}

/** docs/product/leave.md#holidays-screen legend: Pending, Approved, Declined, National Holiday; and Half day. */
function Legend() {
  const { t } = useTranslation('leave');
  const entries = [
    ...[LeaveStatus.PENDING, LeaveStatus.APPROVED, LeaveStatus.DECLINED].map((status) => ({
      label: t(STATUS_KEYS[status]!),
      swatch: leaveToneSx(STATUS_STYLE[status]!.tone),
    })),
    { label: t('leave:holidays.national_holiday'), swatch: leaveToneSx(NATIONAL_HOLIDAY_STYLE.tone) },
    // docs/product/time-model.md#half-days: a half day is half filled, in its status's colour.
    { label: t('leave:holidays.half_day'), swatch: halfDayToneSx(STATUS_STYLE[LeaveStatus.APPROVED]!.tone) },
  ];
  return (
    <LegendList
      label={t('leave:holidays.legend')}
      sx={{ ml: { sm: 'auto' } }}
      entries={entries.map((entry) => ({ key: entry.label, ...entry }))}
    />
  );
}

interface LegendEntry {
  key: string | number;
  label: string;
  swatch: SxProps<Theme>;
}

/** A legend: a wrapping list of small swatches with their labels. */
function LegendList({ label, sx, entries }: { label: string; sx: SxProps<Theme>; entries: LegendEntry[] }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
      aria-label={label}
      role="list"
    >
      {entries.map((entry) => (
        <Stack key={entry.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="listitem">
          <Box
            sx={[
              { width: 14, height: 14, borderRadius: 0.5 },
              ...(Array.isArray(entry.swatch) ? entry.swatch : [entry.swatch]),
              { border: '1px solid', borderColor: 'grey.400' },
            ]}
          />
          <Typography variant="body2">{entry.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** docs/product/leave.md#types: the types of the year's leave, each with the colour of the bar at the foot of its days. */
function TypeLegend({ year, requests, types }: { year: number; requests: LeaveRequestView[]; types: LeaveTypes }) {
  const { t } = useTranslation('leave');
  const shown = typesInYear(year, requests, types);
  if (shown.length === 0) return null;
  const serverNames = new Map(requests.map((request) => [request.type, request.type_text]));
  return (
    <LegendList
      label={t('leave:holidays.type_legend')}
      sx={{ justifyContent: { sm: 'flex-end' } }}
      entries={shown.map((id) => ({
        key: id ?? 'absent',
        label: types.name(id, serverNames.get(id)),
        swatch: {
          position: 'relative',
          '&::after': {
            content: '""',
            position: 'absolute',
            left: 1,
            right: 1,
            bottom: 1,
            height: 3,
            borderRadius: 1,
            bgcolor: types.colour(id),
          },
        },
      }))}
    />
  );
}
