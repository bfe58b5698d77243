import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays, localIsoDate, weekNumber, weekStart } from '@portal/shared';
import { useSignedInUser } from '../../lib/signed-in-user';
import { useWeekParams } from './week-params';

/** Spec §2.2: on the Dashboard the top bar has previous/next arrows, a 'Week' button and a calendar picker. */
export default function WeekSelector() {
  const viewer = useSignedInUser();
  const { monday, setWeek } = useWeekParams(viewer.id);
  const thisWeek = weekStart(localIsoDate(new Date()));
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: 'auto' }} role="group" aria-label="Week">
      <IconButton aria-label="Previous week" onClick={() => setWeek(addDays(monday, -7))}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography
        variant="body2"
        sx={{ display: { xs: 'none', md: 'block' }, minWidth: 150, textAlign: 'center' }}
        aria-live="polite"
      >
        Week {weekNumber(monday)}: {monday.slice(5)} – {addDays(monday, 6).slice(5)}
      </Typography>
      <IconButton aria-label="Next week" onClick={() => setWeek(addDays(monday, 7))}>
        <ChevronRightIcon />
      </IconButton>
      <Button size="small" variant={monday === thisWeek ? 'contained' : 'outlined'} onClick={() => setWeek(thisWeek)}>
        Week
      </Button>
      <TextField
        type="date"
        size="small"
        label="Go to date"
        value={monday}
        onChange={(event) => event.target.value && setWeek(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2099-12-31' } }}
        sx={{ width: { xs: 44, sm: 150 }, '& input': { px: { xs: 0.5, sm: 1.5 } } }}
      />
    </Stack>
  );
}
