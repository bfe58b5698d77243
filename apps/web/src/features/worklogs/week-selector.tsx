import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, localIsoDate, weekNumber, weekStart } from '@portal/shared';
import { useSignedInUser } from '../../lib/signed-in-user';
import { monthDay } from './format';
import { useWeekParams } from './week-params';
import { DateField } from '../../components/date-field';

/** docs/product/roles-and-access.md#menus: on the Dashboard the top bar has previous/next arrows, a 'Week' button and a calendar picker. */
export default function WeekSelector() {
  const { t } = useTranslation('worklogs');
  const viewer = useSignedInUser();
  const { monday, setWeek } = useWeekParams(viewer.id);
  const thisWeek = weekStart(localIsoDate(new Date()));
  const [popoverAnchor, setPopoverAnchor] = useState<HTMLElement | null>(null);
  const datePicker = (
    <DateField
      size="small"
      label={t('worklogs:week_selector.go_to_date')}
      value={monday}
      onChange={(event) => {
        if (!event.target.value) return;
        setWeek(event.target.value);
        setPopoverAnchor(null);
      }}
      slotProps={{ htmlInput: { min: '1900-01-01', max: '2099-12-31' } }}
      sx={{ width: 160 }}
    />
  );
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', ml: 'auto' }}
      role="group"
      aria-label={t('worklogs:week_selector.label')}
    >
      <IconButton aria-label={t('worklogs:week_selector.previous')} onClick={() => setWeek(addDays(monday, -7))}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography
        variant="body2"
        sx={{ display: { xs: 'none', md: 'block' }, minWidth: 150, textAlign: 'center' }}
        aria-live="polite"
      >
        {t('worklogs:week_selector.week', {
          week: weekNumber(monday),
          from: monthDay(t, monday),
          to: monthDay(t, addDays(monday, 6)),
        })}
      </Typography>
      <Typography variant="body2" sx={{ display: { xs: 'block', md: 'none' } }} aria-hidden>
        {t('worklogs:week_selector.week_short', { week: weekNumber(monday) })}
      </Typography>
      <IconButton aria-label={t('worklogs:week_selector.next')} onClick={() => setWeek(addDays(monday, 7))}>
        <ChevronRightIcon />
      </IconButton>
      <Button size="small" variant={monday === thisWeek ? 'contained' : 'outlined'} onClick={() => setWeek(thisWeek)}>
        {t('worklogs:week_selector.this_week')}
      </Button>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>{datePicker}</Box>
      <IconButton
        aria-label={t('worklogs:week_selector.go_to_date')}
        onClick={(event) => setPopoverAnchor(event.currentTarget)}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <CalendarMonthIcon />
      </IconButton>
      <Popover
        open={popoverAnchor !== null}
        anchorEl={popoverAnchor}
        onClose={() => setPopoverAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2 }}>{datePicker}</Box>
      </Popover>
    </Stack>
  );
}
