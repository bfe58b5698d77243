import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays } from '@portal/shared';

export type PeopleTab = 'employees' | 'clients';

interface UsersToolbarProps {
  tab: PeopleTab;
  onTab(tab: PeopleTab): void;
  search: string;
  onSearch(search: string): void;
  showInactive: boolean;
  onShowInactive(show: boolean): void;
  monday: string;
  onMonday(monday: string): void;
}

/** The tabs, the search, 'Show deactivated' and, for employees, the week of the report. */
export function UsersToolbar(props: UsersToolbarProps) {
  const { tab, onTab, search, onSearch, showInactive, onShowInactive } = props;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
    >
      <Tabs value={tab} onChange={(_event, value: PeopleTab) => onTab(value)} aria-label="People">
        <Tab value="employees" label="Employees" />
        <Tab value="clients" label="Clients" />
      </Tabs>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="search"
          label="Search people"
          placeholder="Name or e-mail"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        <FormControlLabel
          control={<Switch checked={showInactive} onChange={(event) => onShowInactive(event.target.checked)} />}
          label="Show deactivated"
        />
        {tab === 'employees' && <WeekNavigator monday={props.monday} onMonday={props.onMonday} />}
      </Stack>
    </Stack>
  );
}

function WeekNavigator({ monday, onMonday }: { monday: string; onMonday(monday: string): void }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }} aria-label="Week of the report" role="group">
      <IconButton aria-label="Previous week" onClick={() => onMonday(addDays(monday, -7))}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography variant="body2" sx={{ minWidth: 190, textAlign: 'center' }} aria-live="polite">
        {monday} – {addDays(monday, 4)}
      </Typography>
      <IconButton aria-label="Next week" onClick={() => onMonday(addDays(monday, 7))}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
