import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

interface SmallSelectProps {
  label: string;
  value: number | string;
  /** The chosen option's value as the field holds it, a string. */
  onChange(value: string): void;
  minWidth: number;
  /** The id of a hint that says more about the choice. */
  describedBy?: string;
  /** The options (MenuItem). */
  children: ReactNode;
}

/** A small select field beside a list or a setting. */
export function SmallSelect({ label, value, onChange, minWidth, describedBy, children }: SmallSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={describedBy === undefined ? undefined : { htmlInput: { 'aria-describedby': describedBy } }}
      sx={{ minWidth }}
    >
      {children}
    </TextField>
  );
}

/** A small select of numbers: a year, a month, a day, an hour, each read as `optionLabel` says (the number itself). */
export function NumberSelect({
  options,
  onChange,
  optionLabel = String,
  ...field
}: Omit<SmallSelectProps, 'onChange' | 'children'> & {
  value: number;
  options: readonly number[];
  onChange(value: number): void;
  optionLabel?(option: number): string;
}) {
  return (
    <SmallSelect {...field} onChange={(value) => onChange(Number(value))}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </SmallSelect>
  );
}
