import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { monthName } from '../lib/format';
import { NumberSelect } from './small-select';

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
      <NumberSelect
        label={t('common:month_year.month')}
        value={month}
        options={MONTHS}
        onChange={(chosen) => onChange(chosen, year)}
        optionLabel={monthName}
        minWidth={140}
      />
      <NumberSelect
        label={t('common:month_year.year')}
        value={year}
        options={years.includes(year) ? years : [...years, year].sort()}
        onChange={(chosen) => onChange(month, chosen)}
        minWidth={100}
      />
    </Stack>
  );
}
