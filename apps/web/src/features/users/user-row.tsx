import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { UserListItem, UserView, WeeklyReportRow } from '@portal/shared';
import { ProfilePicture } from '../../components/profile-picture';
import { formatNumber, formatDay } from '../../lib/format';
import type { Dialogs } from './dialogs';
import { ADDITIONAL_ROLE_KEYS, levelKey, ROLE_KEYS } from './labels';
import { UserActions } from './user-actions';
import type { PeopleTab } from './users-toolbar';
import { WeekCells, WeeklyStatusChip } from './week-cells';
import { userWeeklyStatus } from './weekly-status';

export interface UserRowProps {
  user: UserListItem;
  number: number;
  tab: PeopleTab;
  viewer: UserView;
  monday: string;
  week: WeeklyReportRow['days'] | undefined;
  clientName: string | undefined;
  onEdit(): void;
  onDialog(dialog: Dialogs): void;
}

/** One person of the users table: the common columns, then the employee's or the client user's. */
export function UserRow(props: UserRowProps) {
  const { t } = useTranslation('users');
  const { user } = props;
  return (
    <TableRow sx={user.status === 'inactive' ? { opacity: 0.6 } : undefined}>
      <TableCell>
        <ProfilePicture user={user} size={32} />
      </TableCell>
      <TableCell>{props.number}</TableCell>
      <TableCell>{user.id}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {user.status === 'inactive' ? t('users:row.deactivated_name', { name: user.name }) : user.name}
      </TableCell>
      <TableCell>{user.email}</TableCell>
      {props.tab === 'employees' ? <EmployeeCells {...props} /> : <ClientUserCells {...props} />}
    </TableRow>
  );
}

function EmployeeCells({ user, viewer, monday, week, onEdit, onDialog }: UserRowProps) {
  const { t } = useTranslation('users');
  const level = user.level && levelKey(user.level);
  return (
    <>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.birthday ? formatDay(user.birthday) : '–'}</TableCell>
      <TableCell>{t(ROLE_KEYS[user.role_id])}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{level ? t(level) : (user.level ?? '–')}</TableCell>
      <TableCell>{user.additional_roles.map((role) => t(ADDITIONAL_ROLE_KEYS[role])).join(', ') || '–'}</TableCell>
      <TableCell>
        {user.public_logs ? (
          <CheckIcon color="success" titleAccess={t('users:row.public_logs_on')} />
        ) : (
          <CloseIcon color="error" titleAccess={t('users:row.public_logs_off')} />
        )}
      </TableCell>
      <TableCell>
        <UserActions user={user} viewer={viewer} onEdit={onEdit} onDialog={onDialog} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {user.clients.map((client) => (
          <div key={client.pivot.id}>
            {t('users:row.client_hours', { client: client.name, hours: formatNumber(client.hours) })}
          </div>
        ))}
      </TableCell>
      <TableCell>{week && <WeeklyStatusChip status={userWeeklyStatus(monday, week)} />}</TableCell>
      <TableCell>{week && <WeekCells days={week} />}</TableCell>
      <TableCell>
        <RouterLink to={`/timelog/user/${user.id}`}>{t('users:row.timelog')}</RouterLink>
      </TableCell>
    </>
  );
}

function ClientUserCells({ user, viewer, clientName, onEdit, onDialog }: UserRowProps) {
  const { t } = useTranslation('users');
  return (
    <>
      <TableCell>{user.client_id ? clientName : '–'}</TableCell>
      <TableCell>
        <UserActions user={user} viewer={viewer} onEdit={onEdit} onDialog={onDialog} />
      </TableCell>
      <TableCell>
        {user.client_id && <RouterLink to={`/timelog/client/${user.client_id}`}>{t('users:row.timelog')}</RouterLink>}
      </TableCell>
    </>
  );
}
