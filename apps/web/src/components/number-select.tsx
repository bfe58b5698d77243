import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface NumberSelectProps {
  label: string;
  value: number;
  options: readonly number[];
  onChange(value: number): void;
  /** How an option reads: the number itself unless given (a month's or a weekday's name, an hour). */
  optionLabel?(option: number): string;
  minWidth: number;
  /** The id of a hint that says more about the choice. */
  describedBy?: string;
}

/** A small select of numbers: a year, a month, a day, an hour. */
export function NumberSelect({
  label,
  value,
  options,
  onChange,
  optionLabel = String,
  minWidth,
  describedBy,
}: NumberSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={describedBy === undefined ? undefined : { htmlInput: { 'aria-describedby': describedBy } }}
      sx={{ minWidth }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
