import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { ROLE_LABELS, type UserListItem, type UserView, type WeeklyReportRow } from '@portal/shared';
import { ProfilePicture } from '../../components/profile-picture';
import { ADDITIONAL_ROLE_LABELS } from './add-user-form';
import type { Dialogs } from './dialogs';
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
  const { user } = props;
  return (
    <TableRow sx={user.status === 'inactive' ? { opacity: 0.6 } : undefined}>
      <TableCell>
        <ProfilePicture user={user} size={32} />
      </TableCell>
      <TableCell>{props.number}</TableCell>
      <TableCell>{user.id}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {user.name}
        {user.status === 'inactive' && ' (deactivated)'}
      </TableCell>
      <TableCell>{user.email}</TableCell>
      {props.tab === 'employees' ? <EmployeeCells {...props} /> : <ClientUserCells {...props} />}
    </TableRow>
  );
}

function EmployeeCells({ user, viewer, monday, week, onEdit, onDialog }: UserRowProps) {
  return (
    <>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.birthday ?? '–'}</TableCell>
      <TableCell>{ROLE_LABELS[user.role_id]}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.level ?? '–'}</TableCell>
      <TableCell>{user.additional_roles.map((role) => ADDITIONAL_ROLE_LABELS[role]).join(', ') || '–'}</TableCell>
      <TableCell>
        {user.public_logs ? (
          <CheckIcon color="success" titleAccess="Public logs on" />
        ) : (
          <CloseIcon color="error" titleAccess="Public logs off" />
        )}
      </TableCell>
      <TableCell>
        <UserActions user={user} viewer={viewer} onEdit={onEdit} onDialog={onDialog} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {user.clients.map((client) => (
          <div key={client.pivot.id}>
            {client.name}: {client.hours} h
          </div>
        ))}
      </TableCell>
      <TableCell>{week && <WeeklyStatusChip status={userWeeklyStatus(monday, week)} />}</TableCell>
      <TableCell>{week && <WeekCells days={week} />}</TableCell>
      <TableCell>
        <RouterLink to={`/timelog/user/${user.id}`}>Timelog</RouterLink>
      </TableCell>
    </>
  );
}

function ClientUserCells({ user, viewer, clientName, onEdit, onDialog }: UserRowProps) {
  return (
    <>
      <TableCell>{user.client_id ? clientName : '–'}</TableCell>
      <TableCell>
        <UserActions user={user} viewer={viewer} onEdit={onEdit} onDialog={onDialog} />
      </TableCell>
      <TableCell>
        {user.client_id && <RouterLink to={`/timelog/client/${user.client_id}`}>Timelog</RouterLink>}
      </TableCell>
    </>
  );
}
