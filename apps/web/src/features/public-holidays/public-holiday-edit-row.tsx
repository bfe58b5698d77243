import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { publicHolidayEditBody, type PublicHolidayView } from '@portal/shared';
import type { z } from 'zod';
import { useToast } from '../../components/toast';
import { textFieldProps } from '../../lib/form';
import { translateMessage } from '../../lib/i18n';
import { useUpdatePublicHoliday } from './api';

type FormInput = z.input<typeof publicHolidayEditBody>;
type FormOutput = z.output<typeof publicHolidayEditBody>;

/** docs/product/time-and-week.md#day-bar: a public holiday row in inline edit, with the messages of docs/product/leave.md#public-holidays. */
export function PublicHolidayEditRow({
  holiday,
  onSaved,
  onDone,
  onError,
}: {
  holiday: PublicHolidayView;
  onSaved(date: string): void;
  onDone(): void;
  onError(message: string): void;
}) {
  const update = useUpdatePublicHoliday();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(publicHolidayEditBody),
    defaultValues: { title: holiday.title, dates: [holiday.date] },
  });
  const dateMessage = errors.dates?.[0]?.message ?? errors.dates?.message;
  const dateError = dateMessage && translateMessage(dateMessage);

  const onSubmit = handleSubmit((body) =>
    update.mutate(
      { id: holiday.id, title: body.title, date: body.dates[0] },
      {
        onSuccess: () => {
          toast('Public holiday updated');
          onSaved(body.dates[0]);
        },
        onError: (failure) => onError(failure.message),
      },
    ),
  );

  return (
    <TableRow>
      <TableCell colSpan={4} sx={{ py: 1.5 }}>
        <form onSubmit={onSubmit} noValidate aria-label={`Edit ${holiday.title}`}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Holiday Title"
              size="small"
              autoFocus
              {...textFieldProps(register('title'), errors.title)}
            />
            <TextField
              label="Holiday Date"
              size="small"
              placeholder="YYYY-MM-DD"
              {...textFieldProps(register('dates.0'))}
              error={!!dateError}
              helperText={dateError}
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={update.isPending}>
                Save
              </Button>
              <Button onClick={onDone}>Cancel</Button>
            </Stack>
          </Stack>
        </form>
      </TableCell>
    </TableRow>
  );
}
