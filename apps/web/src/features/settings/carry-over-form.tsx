import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberSelect } from '../../components/small-select';
import { monthName } from '../../lib/format';
import { SettingForm, useSettingSave } from './setting-form';

/** The month select's choice for "leftover days never expire". */
const NEVER = 'never';
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The days of `month` in a leap year: 29 February is a carry-over day too (docs/product/leave.md#carry-over). */
const daysOf = (month: number) => new Date(Date.UTC(2000, month, 0)).getUTCDate();
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * docs/product/leave.md#carry-over: the last day of a year on which last year's leftover days can be taken ("MM-DD"),
 * or never; PATCH /settings {carry_over_until}.
 */
export function CarryOverForm({ saved }: { saved: string | null }) {
  const { t } = useTranslation('settings');
  const hintId = useId();
  const save = useSettingSave('carry_over_until', t('settings:carry_over.saved'));
  const [month, setMonth] = useState<number | typeof NEVER>(saved ? Number(saved.slice(0, 2)) : NEVER);
  const [day, setDay] = useState(saved ? Number(saved.slice(3)) : 31);
  const chosen = month === NEVER ? null : `${pad(month)}-${pad(day)}`;

  const chooseMonth = (next: number | typeof NEVER) => {
    setMonth(next);
    // 31 March becomes 30 April: the day stays inside the month.
    if (next !== NEVER) setDay(Math.min(day, daysOf(next)));
  };

  return (
    <SettingForm
      heading={t('settings:carry_over.label')}
      hint={t('settings:carry_over.hint')}
      hintId={hintId}
      error={save.error}
      canSave={chosen !== saved && !save.pending}
      saveLabel={t('settings:carry_over.save')}
      onSubmit={() => save.submit({ carry_over_until: chosen })}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('settings:carry_over.month')}
          value={month}
          onChange={(event) => chooseMonth(event.target.value === NEVER ? NEVER : Number(event.target.value))}
          error={save.fieldError !== null}
          helperText={save.fieldError ?? undefined}
          slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={NEVER}>{t('settings:carry_over.never')}</MenuItem>
          {MONTHS.map((option) => (
            <MenuItem key={option} value={option}>
              {monthName(option)}
            </MenuItem>
          ))}
        </TextField>
        {month !== NEVER && (
          <NumberSelect
            label={t('settings:carry_over.day')}
            value={day}
            options={Array.from({ length: daysOf(month) }, (_, index) => index + 1)}
            onChange={setDay}
            minWidth={120}
          />
        )}
      </Stack>
    </SettingForm>
  );
}
