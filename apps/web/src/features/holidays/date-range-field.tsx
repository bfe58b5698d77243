import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Popover from '@mui/material/Popover';
import { useId, useState, type MouseEvent } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { localIsoDate, parseIsoDate, type IsoDate } from '@portal/shared';

interface DateRangeFieldProps {
  value: { from: IsoDate; to: IsoDate } | undefined;
  onChange(range: { from: IsoDate; to: IsoDate } | undefined): void;
  error?: string | undefined;
}

const START_MONTH = new Date(1900, 0, 1);
const END_MONTH = new Date(2099, 11, 31);

/** Spec §2.6: shows 'Choose Dates' until opened and closes once two dates are picked. */
export function DateRangeField({ value, onChange, error }: DateRangeFieldProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const [picks, setPicks] = useState(0);
  const [draft, setDraft] = useState<DateRange | undefined>(undefined);
  const errorId = useId();
  const selected = draft ?? (value ? { from: toDate(value.from), to: toDate(value.to) } : undefined);

  const openPicker = (event: MouseEvent<HTMLElement>) => {
    setDraft(undefined);
    setPicks(0);
    setAnchor(event.currentTarget);
  };

  const select = (range: DateRange | undefined) => {
    const count = picks + 1;
    setPicks(count);
    setDraft(range);
    if (count < 2 || !range?.from) return;
    onChange({ from: localIsoDate(range.from), to: localIsoDate(range.to ?? range.from) });
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
        <DayPicker
          mode="range"
          selected={selected}
          onSelect={select}
          weekStartsOn={1}
          startMonth={START_MONTH}
          endMonth={END_MONTH}
          defaultMonth={selected?.from ?? new Date()}
          captionLayout="dropdown"
        />
      </Popover>
    </>
  );
}

function toDate(date: IsoDate): Date {
  const utc = parseIsoDate(date);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
}
