import CheckIcon from '@mui/icons-material/Check';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { addDays, localIsoDate, weekStart, type UserListItem } from '@portal/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/page-states';
import { PAGE_SIZES, PageControls } from '../../components/paged-rows';
import { ProfilePicture } from '../../components/profile-picture';
import { useToast } from '../../components/toast';
import { useDebouncedValue } from '../../lib/debounced-value';
import { clientsQuery } from '../../lib/directory';
import { useSignedInUser } from '../../lib/signed-in-user';
import { weeklyReportQuery } from '../../lib/weekly-report';
import { ADDITIONAL_ROLE_LABELS, AddUserForm } from './add-user-form';
import { useDeactivateUser, useEditUser, usersPageQuery } from './api';
import { ManageClientsDialog } from './manage-clients-dialog';
import { NewPasswordDialog } from './new-password-dialog';
import type { Dialogs } from './dialogs';
import { UserActions } from './user-actions';
import { UserEditRow } from './user-edit-row';
import { userWeeklyStatus } from './weekly-status';
import { WeekCells, WeeklyStatusChip } from './week-cells';

const ROLE_NAMES = ['Super Admin', 'Admin', 'User', 'Client'];
const EMPLOYEE_COLUMNS = 15;

/** Spec §2.12: people, their clients and the week's hours, with every admin action. */
export default function UsersPage() {
  const viewer = useSignedInUser();
  const navigate = useNavigate();
  const toast = useToast();
  const [tab, setTab] = useState<'employees' | 'clients'>('employees');
  const [showInactive, setShowInactive] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const [monday, setMonday] = useState(() => weekStart(localIsoDate(new Date())));
  const [editing, setEditing] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialogs>({ kind: 'none' });
  const addTitleId = useId();

  const searched = useDebouncedValue(search.trim());
  // A company of a thousand people is 600 kB and 80,000 elements on one page: the server pages it (issue 9).
  const users = useQuery(
    usersPageQuery({ kind: tab, status: showInactive ? 'all' : 'active', search: searched, page, pageSize }),
  );
  const shown = users.data?.data ?? [];
  const total = users.data?.meta.total ?? 0;
  const clients = useQuery(clientsQuery());
  const friday = addDays(monday, 4);
  const weekPeople = tab === 'employees' ? shown.filter((user) => user.status === 'active').map((user) => user.id) : [];
  const weekly = useQuery(weeklyReportQuery(monday, friday, weekPeople));
  const editUser = useEditUser();
  const deactivate = useDeactivateUser();

  const weekByUser = useMemo(() => new Map((weekly.data ?? []).map((row) => [row.user_id, row.days])), [weekly.data]);
  const clientNames = useMemo(
    () => new Map((clients.data ?? []).map((client) => [client.id, client.name])),
    [clients.data],
  );
  const firstIndex = page * pageSize;
  const toFirstPage = () => setPage(0);
  // Deactivating the last person of the last page leaves that page empty: show the one before
  // (set while rendering, as React advises for state that follows other state).
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  if (users.isSuccess && !users.isPlaceholderData && page > lastPage) setPage(lastPage);
  const managing = dialog.kind === 'clients' ? shown.find((user) => user.id === dialog.userId) : undefined;

  const save = (user: UserListItem, changes: Parameters<typeof editUser.mutate>[0]['body']) =>
    editUser.mutate(
      { id: user.id, body: changes },
      {
        onSuccess: () => {
          toast('User updated successfully');
          setEditing(null);
        },
        onError: (error) => toast(error.message, 'error'),
      },
    );

  const confirmDeactivate = (user: UserListItem) =>
    deactivate.mutate(user.id, {
      onSuccess: () => toast('User deleted successfully'),
      onError: (error) => toast(error.message, 'error'),
      onSettled: () => setDialog({ kind: 'none' }),
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setDialog({ kind: 'add' })}>
          Add user
        </Button>
        <Button variant="outlined" onClick={() => navigate('/users/report')}>
          Table View Report
        </Button>
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Tabs
          value={tab}
          onChange={(_event, value: 'employees' | 'clients') => {
            setTab(value);
            toFirstPage();
          }}
          aria-label="People"
        >
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
            onChange={(event) => {
              setSearch(event.target.value);
              toFirstPage();
            }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={showInactive}
                onChange={(event) => {
                  setShowInactive(event.target.checked);
                  toFirstPage();
                }}
              />
            }
            label="Show deactivated"
          />
          {tab === 'employees' && (
            <Stack direction="row" sx={{ alignItems: 'center' }} aria-label="Week of the report" role="group">
              <IconButton aria-label="Previous week" onClick={() => setMonday(addDays(monday, -7))}>
                <ChevronLeftIcon />
              </IconButton>
              <Typography variant="body2" sx={{ minWidth: 190, textAlign: 'center' }} aria-live="polite">
                {monday} – {friday}
              </Typography>
              <IconButton aria-label="Next week" onClick={() => setMonday(addDays(monday, 7))}>
                <ChevronRightIcon />
              </IconButton>
            </Stack>
          )}
        </Stack>
      </Stack>

      <QueryState isLoading={users.isLoading} error={users.error} onRetry={() => users.refetch()} />
      {users.data && (
        <TableContainer
          aria-busy={users.isPlaceholderData}
          component={Paper}
          tabIndex={0}
          role="region"
          aria-label={tab === 'employees' ? 'Employees table' : 'Client users table'}
        >
          <Table size="small" aria-label={tab === 'employees' ? 'Employees' : 'Client users'}>
            <TableHead>
              <TableRow>
                <TableCell>Picture</TableCell>
                <TableCell>No.</TableCell>
                <TableCell>DB ID</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>E-mail</TableCell>
                {tab === 'employees' ? (
                  <>
                    <TableCell>Birthday</TableCell>
                    <TableCell>Role</TableCell>
                    <TableCell>Level</TableCell>
                    <TableCell>Additional roles</TableCell>
                    <TableCell>Public Logs</TableCell>
                    <TableCell>Actions</TableCell>
                    <TableCell>Clients</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Weekly report</TableCell>
                  </>
                ) : (
                  <>
                    <TableCell>Client</TableCell>
                    <TableCell>Actions</TableCell>
                  </>
                )}
                <TableCell>Timelog</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={EMPLOYEE_COLUMNS}>
                    {searched ? 'No one matches the search' : 'No people found'}
                  </TableCell>
                </TableRow>
              )}
              {shown.map((user, index) =>
                editing === user.id ? (
                  <UserEditRow
                    key={user.id}
                    user={user}
                    columns={EMPLOYEE_COLUMNS}
                    viewerRole={viewer.role_id}
                    saving={editUser.isPending}
                    onSave={(changes) => save(user, changes)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <TableRow key={user.id} sx={user.status === 'inactive' ? { opacity: 0.6 } : undefined}>
                    <TableCell>
                      <ProfilePicture user={user} size={32} />
                    </TableCell>
                    <TableCell>{firstIndex + index + 1}</TableCell>
                    <TableCell>{user.id}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {user.name}
                      {user.status === 'inactive' && ' (deactivated)'}
                    </TableCell>
                    <TableCell>{user.email}</TableCell>
                    {tab === 'employees' ? (
                      <>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.birthday ?? '–'}</TableCell>
                        <TableCell>{ROLE_NAMES[user.role_id]}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.level ?? '–'}</TableCell>
                        <TableCell>
                          {user.additional_roles.map((role) => ADDITIONAL_ROLE_LABELS[role]).join(', ') || '–'}
                        </TableCell>
                        <TableCell>
                          {user.public_logs ? (
                            <CheckIcon color="success" titleAccess="Public logs on" />
                          ) : (
                            <CloseIcon color="error" titleAccess="Public logs off" />
                          )}
                        </TableCell>
                        <TableCell>
                          <UserActions
                            user={user}
                            viewer={viewer}
                            onEdit={() => setEditing(user.id)}
                            onDialog={setDialog}
                          />
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {user.clients.map((client) => (
                            <div key={client.pivot.id}>
                              {client.name}: {client.hours} h
                            </div>
                          ))}
                        </TableCell>
                        <TableCell>
                          {weekByUser.get(user.id) && (
                            <WeeklyStatusChip status={userWeeklyStatus(monday, weekByUser.get(user.id)!)} />
                          )}
                        </TableCell>
                        <TableCell>
                          {weekByUser.get(user.id) && <WeekCells days={weekByUser.get(user.id)!} />}
                        </TableCell>
                        <TableCell>
                          <RouterLink to={`/timelog/user/${user.id}`}>Timelog</RouterLink>
                        </TableCell>
                      </>
                    ) : (
                      <>
                        <TableCell>{user.client_id ? clientNames.get(user.client_id) : '–'}</TableCell>
                        <TableCell>
                          <UserActions
                            user={user}
                            viewer={viewer}
                            onEdit={() => setEditing(user.id)}
                            onDialog={setDialog}
                          />
                        </TableCell>
                        <TableCell>
                          {user.client_id && <RouterLink to={`/timelog/client/${user.client_id}`}>Timelog</RouterLink>}
                        </TableCell>
                      </>
                    )}
                  </TableRow>
                ),
              )}
            </TableBody>
          </Table>
          <PageControls
            count={total}
            page={page}
            pageSize={pageSize}
            onChange={(choice) => {
              setPage(choice.page);
              setPageSize(choice.pageSize);
            }}
          />
        </TableContainer>
      )}

      <Dialog
        open={dialog.kind === 'add'}
        onClose={() => setDialog({ kind: 'none' })}
        aria-labelledby={addTitleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={addTitleId}>Add User</DialogTitle>
        <DialogContent>
          <AddUserForm onDone={() => setDialog({ kind: 'none' })} onCancel={() => setDialog({ kind: 'none' })} />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={dialog.kind === 'deactivate'}
        title="Confirm Deactivate"
        text={dialog.kind === 'deactivate' ? `Are you sure you want to deactivate ${dialog.user.name}?` : ''}
        confirmLabel="Deactivate"
        busy={deactivate.isPending}
        onCancel={() => setDialog({ kind: 'none' })}
        onConfirm={() => dialog.kind === 'deactivate' && confirmDeactivate(dialog.user)}
      />
      {dialog.kind === 'password' && (
        <NewPasswordDialog user={dialog.user} onClose={() => setDialog({ kind: 'none' })} />
      )}
      {managing && <ManageClientsDialog user={managing} onClose={() => setDialog({ kind: 'none' })} />}
    </Stack>
  );
}
