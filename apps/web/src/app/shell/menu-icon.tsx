import HistoryIcon from '@mui/icons-material/History';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SettingsIcon from '@mui/icons-material/Settings';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import WorkIcon from '@mui/icons-material/Work';
import type { MenuIcon } from './menu';

const ICONS = {
  dashboard: DashboardIcon,
  holidays: BeachAccessIcon,
  documents: DescriptionIcon,
  skills: PsychologyIcon,
  register: PersonAddIcon,
  users: PeopleIcon,
  clients: BusinessIcon,
  projects: WorkIcon,
  'home-office': HomeWorkIcon,
  audit: HistoryIcon,
  timesheets: TaskAltIcon,
  settings: SettingsIcon,
  import: UploadFileIcon,
} satisfies Record<MenuIcon, unknown>;

export function MenuIconView({ icon }: { icon: MenuIcon }) {
  const Icon = ICONS[icon];
  return <Icon fontSize="small" />;
}
