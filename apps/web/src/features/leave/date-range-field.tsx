import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Popover from '@mui/material/Popover';
import { alpha } from '@mui/material/styles';
import { useId, useState, type MouseEvent } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { localIsoDate, parseIsoDate, type IsoDate } from '@portal/shared';

interface DateRangeFieldProps {
  value: { from: IsoDate; to: IsoDate } | undefined;
  onChange(range: { from: IsoDate; to: IsoDate } | undefined): void;
  error?: string | undefined;
}

const START_MONTH = new Date(1900, 0, 1);
const END_MONTH = new Date(2099, 11, 31);

/** "Monday, 14 December 2026": the visible day number is a word of the name (WCAG 2.5.3, axe). */
const DAY_NAME = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const LABELS = {
  labelDayButton: (date: Date, modifiers: Modifiers) =>
    `${modifiers.today ? 'Today, ' : ''}${DAY_NAME.format(date)}${modifiers.selected ? ', selected' : ''}`,
  labelGridcell: (date: Date) => DAY_NAME.format(date),
};

/** docs/product/leave.md#request-form: shows 'Choose Dates' until opened and closes once two dates are picked. */
export function DateRangeField({ value, onChange, error }: DateRangeFieldProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  /** The first day picked since the picker opened: every opening starts a new range. */
  const [first, setFirst] = useState<Date | undefined>(undefined);
  const errorId = useId();
  const selected = first
    ? { from: first, to: undefined }
    : value
      ? { from: toDate(value.from), to: toDate(value.to) }
      : undefined;

  const openPicker = (event: MouseEvent<HTMLElement>) => {
    setFirst(undefined);
    setAnchor(event.currentTarget);
  };

  const select = (_range: unknown, day: Date) => {
    if (!first) {
      setFirst(day);
      return;
    }
    const [from, to] = first <= day ? [first, day] : [day, first];
    onChange({ from: localIsoDate(from), to: localIsoDate(to) });
    setFirst(undefined);
    setAnchor(null);
  };

  return (
    <>
      <Button
        variant="outlined"
        color={error ? 'error' : 'primary'}
        onClick={openPicker}
        aria-describedby={error ? errorId : undefined}
        aria-haspopup="dialog"
        sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
      >
        {value ? `${value.from} – ${value.to}` : 'Choose Dates'}
      </Button>
      {error && (
        <FormHelperText error id={errorId}>
          {error}
        </FormHelperText>
      )}
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Choose the first and last day' } }}
      >
        {/* Padded, in the theme's colours rather than react-day-picker's own blue. */}
        <Box
          sx={(theme) => ({
            p: 1.5,
            '--rdp-accent-color': theme.palette.primary.main,
            '--rdp-accent-background-color': alpha(theme.palette.primary.main, 0.12),
            '& .rdp-dropdowns': { fontWeight: 600 },
          })}
        >
          <DayPicker
            mode="range"
            selected={selected}
            onSelect={select}
            weekStartsOn={1}
            startMonth={START_MONTH}
            endMonth={END_MONTH}
            defaultMonth={selected?.from ?? new Date()}
            captionLayout="dropdown"
            labels={LABELS}
          />
        </Box>
      </Popover>
    </>
  );
}

function toDate(date: IsoDate): Date {
  const utc = parseIsoDate(date);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
}
