import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { monthName } from '../lib/format';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

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
  const { t } = useTranslation('common');
  // docs/product/time-and-week.md#constants: "Year choices are previous, current and next year." A year from the address stays choosable.
  const thisYear = new Date().getFullYear();
  const years = [thisYear - 1, thisYear, thisYear + 1];
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        size="small"
        label={t('common:month_year.month')}
        value={month}
        onChange={(event) => onChange(Number(event.target.value), year)}
        sx={{ minWidth: 140 }}
      >
        {MONTHS.map((month) => (
          <MenuItem key={month} value={month}>
            {monthName(month)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('common:month_year.year')}
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
