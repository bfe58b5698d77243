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
import { useTranslation } from 'react-i18next';
import { addDays } from '@portal/shared';
import { formatDay } from '../../lib/format';

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
  const { t } = useTranslation('users');
  const { tab, onTab, search, onSearch, showInactive, onShowInactive } = props;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
    >
      <Tabs value={tab} onChange={(_event, value: PeopleTab) => onTab(value)} aria-label={t('users:toolbar.tabs')}>
        <Tab value="employees" label={t('users:toolbar.employees')} />
        <Tab value="clients" label={t('users:toolbar.clients')} />
      </Tabs>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="search"
          label={t('users:toolbar.search')}
          placeholder={t('users:toolbar.search_placeholder')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        <FormControlLabel
          control={<Switch checked={showInactive} onChange={(event) => onShowInactive(event.target.checked)} />}
          label={t('users:toolbar.show_deactivated')}
        />
        {tab === 'employees' && <WeekNavigator monday={props.monday} onMonday={props.onMonday} />}
      </Stack>
    </Stack>
  );
}

function WeekNavigator({ monday, onMonday }: { monday: string; onMonday(monday: string): void }) {
  const { t } = useTranslation('users');
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }} aria-label={t('users:toolbar.week')} role="group">
      <IconButton aria-label={t('users:toolbar.previous_week')} onClick={() => onMonday(addDays(monday, -7))}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography variant="body2" sx={{ minWidth: 190, textAlign: 'center' }} aria-live="polite">
        {t('users:toolbar.week_range', { from: formatDay(monday), to: formatDay(addDays(monday, 4)) })}
      </Typography>
      <IconButton aria-label={t('users:toolbar.next_week')} onClick={() => onMonday(addDays(monday, 7))}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
