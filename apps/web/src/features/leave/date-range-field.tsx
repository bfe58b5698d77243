import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Popover from '@mui/material/Popover';
import { alpha } from '@mui/material/styles';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker, type Locale } from 'react-day-picker';
import { de, enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { localIsoDate, parseIsoDate, type IsoDate, type Language } from '@portal/shared';
import { currentLanguage } from '../../lib/i18n';
import { formatDay } from '../../lib/format';

interface DateRangeFieldProps {
  value: { from: IsoDate; to: IsoDate } | undefined;
  onChange(range: { from: IsoDate; to: IsoDate } | undefined): void;
  error?: string | undefined;
}

const START_MONTH = new Date(1900, 0, 1);
const END_MONTH = new Date(2099, 11, 31);

/**
 * The picker's month and weekday names and its labels in each language. The days are named as in "Monday, 14 December 2026"
 * and "Montag, 14. Dezember 2026": the visible day number is a word of the name (WCAG 2.5.3, axe).
 */
const PICKER_LOCALES: Record<Language, Locale> = { en: enGB, de };

/** docs/product/leave.md#request-form: shows 'Choose Dates' until opened and closes once two dates are picked. */
export function DateRangeField({ value, onChange, error }: DateRangeFieldProps) {
  const { t } = useTranslation('leave');
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
        {value
          ? t('leave:date_range.range', { from: formatDay(value.from), to: formatDay(value.to) })
          : t('leave:date_range.choose')}
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
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('leave:date_range.picker') } }}
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
            locale={PICKER_LOCALES[currentLanguage()]}
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
