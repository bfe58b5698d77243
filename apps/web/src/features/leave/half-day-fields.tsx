import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FromHalf, IsoDate, ToHalf } from '@portal/shared';

export interface Halves {
  from_half: FromHalf;
  to_half: ToHalf;
}

export const WHOLE_DAYS: Halves = { from_half: 'full', to_half: 'full' };

/** A one-day request's part of the day: a half day is its morning (it ends at noon) or its afternoon (it starts at noon). */
const PART_OF_DAY = {
  whole: WHOLE_DAYS,
  morning: { from_half: 'full', to_half: 'morning' },
  afternoon: { from_half: 'afternoon', to_half: 'full' },
} as const satisfies Record<string, Halves>;
type PartOfDay = keyof typeof PART_OF_DAY;

function partOfDay(halves: Halves): PartOfDay {
  if (halves.to_half === 'morning') return 'morning';
  return halves.from_half === 'afternoon' ? 'afternoon' : 'whole';
}

/**
 * docs/product/time-model.md#half-days: "first day from noon" / "last day until noon"; a one-day request has one
 * control (whole day, morning or afternoon), so that it cannot ask for both halves of its day.
 */
export function HalfDayFields({
  range,
  value,
  onChange,
}: {
  range: { from: IsoDate; to: IsoDate } | undefined;
  value: Halves;
  onChange(halves: Halves): void;
}) {
  const { t } = useTranslation('leave');
  const labelId = useId();
  if (!range || range.from > range.to) return null;
  if (range.from === range.to) {
    return (
      <FormControl>
        <FormLabel id={labelId}>{t('leave:request_form.half_day.label')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={partOfDay(value)}
          onChange={(_event, part) => onChange(PART_OF_DAY[part as PartOfDay])}
        >
          <FormControlLabel value="whole" control={<Radio />} label={t('leave:request_form.half_day.whole')} />
          <FormControlLabel value="morning" control={<Radio />} label={t('leave:request_form.half_day.morning')} />
          <FormControlLabel value="afternoon" control={<Radio />} label={t('leave:request_form.half_day.afternoon')} />
        </RadioGroup>
      </FormControl>
    );
  }
  return (
    <FormGroup row>
      <FormControlLabel
        control={
          <Checkbox
            checked={value.from_half === 'afternoon'}
            onChange={(event) => onChange({ ...value, from_half: event.target.checked ? 'afternoon' : 'full' })}
          />
        }
        label={t('leave:request_form.from_noon')}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={value.to_half === 'morning'}
            onChange={(event) => onChange({ ...value, to_half: event.target.checked ? 'morning' : 'full' })}
          />
        }
        label={t('leave:request_form.until_noon')}
      />
    </FormGroup>
  );
}
