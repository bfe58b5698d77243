import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HolidayCalendarView, HolidayCountry } from '@portal/shared';
import { DismissibleError } from '../../components/dismissible-error';
import { useConfirmation } from '../../components/confirm-dialog';
import { QueryState } from '../../components/page-states';
import { DeleteRowButton, EditRowButton } from '../../components/row-buttons';
import { TableHeadings } from '../../components/table-rows';
import { useToast } from '../../components/toast';
import { holidayCalendarsQuery } from '../../lib/holiday-calendars';
import { holidayCountriesQuery, useCountriesShown } from '../../lib/holiday-countries';
import { useDeleteCalendar } from './api';
import { CalendarDialog } from './calendar-dialog';

/** Which dialog is open: none, Add (null) or Edit of a calendar. */
type Editing = { calendar: HolidayCalendarView | null } | null;

/** The portal's locations, each a calendar of public holidays (docs/product/time-model.md#calendars). */
export function CalendarsTable() {
  const { t } = useTranslation('holiday-calendars');
  const headingId = useId();
  const calendars = useQuery(holidayCalendarsQuery());
  const countries = useCountriesShown(useQuery(holidayCountriesQuery()).data);
  const remove = useDeleteCalendar();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);

  const deletion = useConfirmation<HolidayCalendarView>({
    text: (calendar) => t('holiday-calendars:table.delete_text', { name: calendar.name }),
    onConfirm: (calendar) =>
      remove.mutateAsync(calendar.id).then(
        () => toast(t('holiday-calendars:table.deleted')),
        (failure: Error) => setError(failure.message),
      ),
  });

  return (
    <Paper component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ p: 2, pb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('holiday-calendars:table.heading')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing({ calendar: null })}>
          {t('holiday-calendars:table.add')}
        </Button>
      </Stack>
      <Stack spacing={1} sx={{ px: 2 }}>
        <DismissibleError message={error} onDismiss={() => setError(null)} />
        <QueryState isLoading={calendars.isLoading} error={calendars.error} onRetry={() => calendars.refetch()} />
      </Stack>
      {calendars.data && (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHeadings
              labels={[
                t('holiday-calendars:table.name'),
                t('holiday-calendars:table.country'),
                t('holiday-calendars:table.region'),
                t('holiday-calendars:table.actions'),
              ]}
            />
            <TableBody>
              {calendars.data.map((calendar) => (
                <TableRow key={calendar.id} hover>
                  <TableCell>{calendar.name}</TableCell>
                  <TableCell>{countryName(countries, calendar.country)}</TableCell>
                  <TableCell>{regionName(countries, calendar.country, calendar.region)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <EditRowButton
                      label={t('holiday-calendars:table.edit', { name: calendar.name })}
                      onClick={() => {
                        setError(null);
                        setEditing({ calendar });
                      }}
                    />
                    <DeleteRowButton
                      label={t('holiday-calendars:table.delete', { name: calendar.name })}
                      onClick={() => {
                        setError(null);
                        deletion.ask(calendar);
                      }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && <CalendarDialog calendar={editing.calendar} onClose={() => setEditing(null)} />}
      {deletion.dialog}
    </Paper>
  );
}

const NONE = '–';

function countryName(countries: HolidayCountry[], code: string | null): string {
  if (!code) return NONE;
  return countries.find((country) => country.code === code)?.name ?? code;
}

function regionName(countries: HolidayCountry[], countryCode: string | null, code: string | null): string {
  if (!code) return NONE;
  const country = countries.find((candidate) => candidate.code === countryCode);
  return country?.regions.find((region) => region.code === code)?.name ?? code;
}
