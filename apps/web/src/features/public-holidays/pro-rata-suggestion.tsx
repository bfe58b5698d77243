import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/debounced-value';
import { formatNumber } from '../../lib/format';
import { proRataQuery } from './api';

interface ProRataProps {
  userId: number;
  name: string;
  year: number;
  /** The allowance for a whole year on the person's own schedule. */
  total: number;
  onUse(days: number): void;
}

/**
 * docs/product/leave.md#pro-rata on the days-off form: the allowance suggested for one person and year, the figures it
 * comes from, and a button that puts it in the field; the admin may still type another number.
 */
export function ProRataSuggestion({ userId, name, year, total, onUse }: ProRataProps) {
  const { t } = useTranslation('public-holidays');
  // Asked once typing pauses, not for every digit.
  const asked = useDebouncedValue(`${userId}/${year}/${total}`);
  const [askedUser, askedYear, askedTotal] = asked.split('/').map(Number) as [number, number, number];
  const suggestion = useQuery(proRataQuery(askedUser, askedYear, askedTotal));
  if (suggestion.isLoading)
    return (
      <Typography variant="body2" color="textSecondary" role="status">
        {t('public-holidays:days_off.suggestion_loading', { name })}
      </Typography>
    );
  if (suggestion.error)
    return (
      <Alert severity="warning" role="status">
        {t('public-holidays:days_off.suggestion_failed', { message: suggestion.error.message })}
      </Alert>
    );
  if (!suggestion.data) return null;
  const { suggested, scheduled_days, year_days } = suggestion.data;
  const days = formatNumber(suggested);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      useFlexGap
      sx={{ alignItems: { sm: 'center' } }}
      role="status"
      aria-busy={asked !== `${userId}/${year}/${total}`}
    >
      <Typography variant="body2" sx={{ flex: 1 }}>
        {t('public-holidays:days_off.suggestion', {
          name,
          count: suggested,
          days,
          scheduled: formatNumber(scheduled_days),
          year_days: formatNumber(year_days),
          year: askedYear,
        })}
      </Typography>
      <Button variant="outlined" size="small" onClick={() => onUse(suggested)} sx={{ alignSelf: 'flex-start' }}>
        {t('public-holidays:days_off.use_suggestion', { days })}
      </Button>
    </Stack>
  );
}
