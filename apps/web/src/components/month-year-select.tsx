import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MONTHS } from '../lib/months';

/** The month and year selectors of the time-log reports (docs/product/reports.md#user-month, #client-month). */
export function MonthYearSelect({
  month,
  year,
  onChange,
}: {
  month: number;
  year: number;
  onChange(month: number, year: number): void;
}) {
  // docs/product/time-and-week.md#constants: "Year choices are previous, current and next year." A year from the address stays choosable.
  const thisYear = new Date().getFullYear();
  const years = [thisYear - 1, thisYear, thisYear + 1];
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        size="small"
        label="Month"
        value={month}
        onChange={(event) => onChange(Number(event.target.value), year)}
        sx={{ minWidth: 140 }}
      >
        {MONTHS.map((name, index) => (
          <MenuItem key={name} value={index + 1}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Year"
        value={year}
        onChange={(event) => onChange(month, Number(event.target.value))}
        sx={{ minWidth: 100 }}
      >
        {(years.includes(year) ? years : [...years, year].sort()).map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
