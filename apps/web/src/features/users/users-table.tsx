import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { UserEditBody, UserListItem, UserView, WeeklyReportRow } from '@portal/shared';
import { PageControls, type PageChoice } from '../../components/paged-rows';
import type { Dialogs } from './dialogs';
import { UserEditRow } from './user-edit-row';
import { UserRow } from './user-row';
import type { PeopleTab } from './users-toolbar';

const EMPLOYEE_COLUMNS = 15;
const EMPLOYEE_HEADINGS = [
  'Birthday',
  'Role',
  'Level',
  'Additional roles',
  'Public Logs',
  'Actions',
  'Clients',
  'Status',
  'Weekly report',
];
const CLIENT_USER_HEADINGS = ['Client', 'Actions'];

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
      aria-label={tab === 'employees' ? 'Employees table' : 'Client users table'}
    >
      <Table size="small" aria-label={tab === 'employees' ? 'Employees' : 'Client users'}>
        <TableHead>
          <TableRow>
            {['Picture', 'No.', 'DB ID', 'Name', 'E-mail'].map(heading)}
            {(tab === 'employees' ? EMPLOYEE_HEADINGS : CLIENT_USER_HEADINGS).map(heading)}
            <TableCell>Timelog</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.length === 0 && (
            <TableRow>
              <TableCell colSpan={EMPLOYEE_COLUMNS}>{props.emptyText}</TableCell>
            </TableRow>
          )}
          {people.map(row)}
        </TableBody>
      </Table>
      <PageControls count={paging.count} page={paging.page} pageSize={paging.pageSize} onChange={props.onPage} />
    </TableContainer>
  );
}

function heading(text: string) {
  return <TableCell key={text}>{text}</TableCell>;
}
