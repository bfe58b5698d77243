import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserEditBody, UserListItem, UserView, WeeklyReportRow } from '@portal/shared';
import { PageControls, type PageChoice } from '../../components/paged-rows';
import { EmptyRow } from '../../components/table-rows';
import type { Dialogs } from './dialogs';
import { UserEditRow } from './user-edit-row';
import { UserRow } from './user-row';
import type { PeopleTab } from './users-toolbar';

const EMPLOYEE_COLUMNS = 15;
const COMMON_HEADINGS = [
  'users:table.picture',
  'users:table.number',
  'users:table.db_id',
  'users:table.name',
  'users:table.email',
] as const;
const EMPLOYEE_HEADINGS = [
  'users:table.birthday',
  'users:table.role',
  'users:table.level',
  'users:table.additional_roles',
  'users:table.public_logs',
  'users:table.actions',
  'users:table.clients',
  'users:table.status',
  'users:table.weekly_report',
] as const;
const CLIENT_USER_HEADINGS = ['users:table.client', 'users:table.actions'] as const;

interface UsersTableProps {
  tab: PeopleTab;
  people: UserListItem[];
  busy: boolean;
  emptyText: string;
  viewer: UserView;
  monday: string;
  weekByUser: Map<number, WeeklyReportRow['days']>;
  clientNames: Map<number, string>;
  paging: PageChoice & { count: number };
  onPage(choice: PageChoice): void;
  editing: number | null;
  onEditing(id: number | null): void;
  saving: boolean;
  onSave(user: UserListItem, changes: UserEditBody): void;
  onDialog(dialog: Dialogs): void;
}

/** One page of people: employees with their week, or client users, with their actions. */
export function UsersTable(props: UsersTableProps) {
  const { t } = useTranslation('users');
  const { tab, people, paging, viewer } = props;
  const firstIndex = paging.page * paging.pageSize;
  const row = (user: UserListItem, index: number): ReactNode =>
    props.editing === user.id ? (
      <UserEditRow
        key={user.id}
        user={user}
        columns={EMPLOYEE_COLUMNS}
        viewerRole={viewer.role_id}
        saving={props.saving}
        onSave={(changes) => props.onSave(user, changes)}
        onCancel={() => props.onEditing(null)}
      />
    ) : (
      <UserRow
        key={user.id}
        user={user}
        number={firstIndex + index + 1}
        tab={tab}
        viewer={viewer}
        monday={props.monday}
        week={props.weekByUser.get(user.id)}
        clientName={user.client_id ? props.clientNames.get(user.client_id) : undefined}
        onEdit={() => props.onEditing(user.id)}
        onDialog={props.onDialog}
      />
    );
  return (
    <TableContainer
      aria-busy={props.busy}
      component={Paper}
      tabIndex={0}
      role="region"
      aria-label={tab === 'employees' ? t('users:table.employees_region') : t('users:table.client_users_region')}
    >
      <Table size="small" aria-label={tab === 'employees' ? t('users:table.employees') : t('users:table.client_users')}>
        <TableHead>
          <TableRow>
            {[...COMMON_HEADINGS, ...(tab === 'employees' ? EMPLOYEE_HEADINGS : CLIENT_USER_HEADINGS)].map((key) => (
              <TableCell key={key}>{t(key)}</TableCell>
            ))}
            <TableCell>{t('users:table.timelog')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.length === 0 && <EmptyRow columns={EMPLOYEE_COLUMNS}>{props.emptyText}</EmptyRow>}
          {people.map(row)}
        </TableBody>
      </Table>
      <PageControls count={paging.count} page={paging.page} pageSize={paging.pageSize} onChange={props.onPage} />
    </TableContainer>
  );
}
