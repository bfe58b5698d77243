import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
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
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { PublicHolidayView } from '@portal/shared';
import { useConfirmation } from '../../components/confirm-dialog';
import { QueryState } from '../../components/page-states';
import { useToast } from '../../components/toast';
import { PublicHolidayEditRow } from './public-holiday-edit-row';
import { publicHolidaysQuery, useDeletePublicHoliday } from './api';

export type YearFilter = number | 'all';

/** docs/product/leave.md#public-holidays: the public holidays table with inline edit and delete, one year at a time. */
export function PublicHolidaysTable({
  year,
  onYearChange,
}: {
  year: YearFilter;
  onYearChange(year: YearFilter): void;
}) {
  const headingId = useId();
  const holidays = useQuery(publicHolidaysQuery());
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
    text: 'Are you sure you want to delete this public holiday?',
    onConfirm: (holiday) => remove.mutateAsync(holiday.id).then(() => toast('Public holiday deleted'), showFailure),
  });

  return (
    <Paper component="section" aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ p: 2, pb: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          Public holidays
        </Typography>
        <TextField
          select
          size="small"
          label="Year"
          value={year}
          onChange={(event) => onYearChange(event.target.value === 'all' ? 'all' : Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="all">All years</MenuItem>
          {years.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack spacing={1} sx={{ px: 2 }}>
        {error && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        <QueryState isLoading={holidays.isLoading} error={holidays.error} onRetry={() => holidays.refetch()} />
      </Stack>
      {holidays.data && (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Edit</TableCell>
                <TableCell>Delete</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                    {year === 'all' ? 'No public holidays yet.' : `No public holidays in ${year}.`}
                  </TableCell>
                </TableRow>
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
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{holiday.date}</TableCell>
                    <TableCell>
                      <IconButton
                        aria-label={`Edit ${holiday.title} on ${holiday.date}`}
                        onClick={() => {
                          setError(null);
                          setEditing(holiday.id);
                        }}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                    <TableCell>
                      <IconButton
                        aria-label={`Delete ${holiday.title} on ${holiday.date}`}
                        onClick={() => deletion.ask(holiday)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
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
