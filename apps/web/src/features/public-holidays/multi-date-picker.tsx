import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { useMemo } from 'react';
import { DayPicker, type DayPickerProps, type Modifiers } from 'react-day-picker';
import { de, enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { localIsoDate, type Language } from '@portal/shared';
import { dateFormat } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';

/** The picker's range (docs/product/http-contract.md#validation: dates from 1900-01-01 to 2099-12-31). */
const FIRST_MONTH = new Date(1900, 0, 1);
const LAST_MONTH = new Date(2099, 11, 1);

/** The calendar's month and weekday names, navigation and dropdown labels in the language shown. */
const PICKER_LOCALES: Record<Language, NonNullable<DayPickerProps['locale']>> = { en: enGB, de };

/** "Sunday, 1 November 2026": the visible day number is a word of the name (WCAG 2.5.3, axe). */
const DAY_NAME = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

function pickerLabels(t: TFunction<'public-holidays'>) {
  const dayName = (date: Date) => dateFormat(DAY_NAME).format(date);
  const dayLabel = (date: Date, modifiers: Modifiers) => {
    const name = dayName(date);
    if (modifiers.today && modifiers.selected) return t('public-holidays:picker.today_selected', { date: name });
    if (modifiers.today) return t('public-holidays:picker.today', { date: name });
    if (modifiers.selected) return t('public-holidays:picker.selected', { date: name });
    return name;
  };
  return { labelDayButton: dayLabel, labelGridcell: dayName };
}

export function fromIso(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day);
}

interface MultiDatePickerProps {
  /** YYYY-MM-DD dates. */
  value: string[];
  onChange(dates: string[]): void;
  month: Date;
  onMonthChange(month: Date): void;
  labelledBy: string;
}

/** react-day-picker 10 in multiple mode, controlled (stack notes), in the theme's colours. */
export function MultiDatePicker({ value, onChange, month, onMonthChange, labelledBy }: MultiDatePickerProps) {
  const { t } = useTranslation('public-holidays');
  const language = currentLanguage();
  // A new object per language: react-day-picker makes its labels again when they change.
  const labels = useMemo(() => pickerLabels(t), [t]);
  const sorted = [...value].sort();
  return (
    <Stack spacing={1}>
      <Box
        sx={(theme) => ({
          '--rdp-accent-color': theme.palette.primary.main,
          '--rdp-accent-background-color': alpha(theme.palette.primary.main, 0.12),
          '--rdp-day-width': '40px',
          '--rdp-day-height': '40px',
          '--rdp-day_button-width': '38px',
          '--rdp-day_button-height': '38px',
          alignSelf: 'flex-start',
          '& .rdp-selected': { fontSize: 'inherit' },
          '& .rdp-selected .rdp-day_button': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          '& .rdp-day_button:hover:not(:disabled)': { bgcolor: 'var(--rdp-accent-background-color)' },
          '& .rdp-selected .rdp-day_button:hover': { bgcolor: 'primary.dark' },
          '& .rdp-day_button:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
          '& .rdp-dropdowns': { fontWeight: 600 },
        })}
      >
        <DayPicker
          mode="multiple"
          selected={value.map(fromIso)}
          onSelect={(dates) => onChange((dates ?? []).map(localIsoDate))}
          month={month}
          onMonthChange={onMonthChange}
          captionLayout="dropdown"
          startMonth={FIRST_MONTH}
          endMonth={LAST_MONTH}
          locale={PICKER_LOCALES[language]}
          weekStartsOn={1}
          labels={labels}
          aria-labelledby={labelledBy}
        />
      </Box>
      {sorted.length > 0 && (
        <Stack
          direction="row"
          useFlexGap
          spacing={0.5}
          sx={{ flexWrap: 'wrap' }}
          aria-label={t('public-holidays:picker.selected_dates')}
        >
          {sorted.map((date) => (
            <Chip
              key={date}
              size="small"
              label={date}
              aria-label={t('public-holidays:picker.remove', { date })}
              onDelete={() => onChange(value.filter((other) => other !== date))}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
