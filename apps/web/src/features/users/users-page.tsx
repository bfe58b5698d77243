import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addDays, localIsoDate, weekStart, type UserEditBody, type UserListItem } from '@portal/shared';
import { QueryState } from '../../components/page-states';
import { PAGE_SIZES } from '../../components/paged-rows';
import { useToast } from '../../components/toast';
import { useDebouncedValue } from '../../lib/debounced-value';
import { clientsQuery } from '../../lib/directory';
import { useSignedInUser } from '../../lib/signed-in-user';
import { weeklyReportQuery } from '../../lib/weekly-report';
import { useEditUser, usersPageQuery } from './api';
import type { Dialogs } from './dialogs';
import { UsersDialogs } from './users-dialogs';
import { UsersTable } from './users-table';
import { UsersToolbar, type PeopleTab } from './users-toolbar';

/** docs/product/people-and-clients.md#users-screen: people, their clients and the week's hours, with every admin action. */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const viewer = useSignedInUser();
  const navigate = useNavigate();
  const toast = useToast();
  const [tab, setTab] = useState<PeopleTab>('employees');
  const [showInactive, setShowInactive] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const [monday, setMonday] = useState(() => weekStart(localIsoDate(new Date())));
  const [editing, setEditing] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialogs>({ kind: 'none' });

  const searched = useDebouncedValue(search.trim());
  // A company of a thousand people is 600 kB and 80,000 elements on one page: the server pages it (docs/product/http-contract.md#scale).
  const users = useQuery(
    usersPageQuery({ kind: tab, status: showInactive ? 'all' : 'active', search: searched, page, pageSize }),
  );
  const shown = users.data?.data ?? [];
  const total = users.data?.meta.total ?? 0;
  const clients = useQuery(clientsQuery());
  const weekPeople = tab === 'employees' ? shown.filter((user) => user.status === 'active').map((user) => user.id) : [];
  const weekly = useQuery(weeklyReportQuery(monday, addDays(monday, 4), weekPeople));
  const editUser = useEditUser();

  const weekByUser = useMemo(() => new Map((weekly.data ?? []).map((row) => [row.user_id, row.days])), [weekly.data]);
  const clientNames = useMemo(
    () => new Map((clients.data ?? []).map((client) => [client.id, client.name])),
    [clients.data],
  );
  /** A new tab, search or filter starts again at the first page. */
  const onFirstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  // Deactivating the last person of the last page leaves that page empty: show the one before
  // (set while rendering, as React advises for state that follows other state).
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  if (users.isSuccess && !users.isPlaceholderData && page > lastPage) setPage(lastPage);

  const save = (user: UserListItem, changes: UserEditBody) =>
    editUser.mutate(
      { id: user.id, body: changes },
      {
        onSuccess: () => {
          toast(t('users:page.updated'));
          setEditing(null);
        },
        onError: (error) => toast(error.message, 'error'),
      },
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setDialog({ kind: 'add' })}>
          {t('users:page.add_user')}
        </Button>
        <Button variant="outlined" onClick={() => navigate('/users/report')}>
          {t('users:page.table_view_report')}
        </Button>
      </Stack>
      <UsersToolbar
        tab={tab}
        onTab={onFirstPage(setTab)}
        search={search}
        onSearch={onFirstPage(setSearch)}
        showInactive={showInactive}
        onShowInactive={onFirstPage(setShowInactive)}
        monday={monday}
        onMonday={setMonday}
      />

      <QueryState isLoading={users.isLoading} error={users.error} onRetry={() => users.refetch()} />
      {users.data && (
        <UsersTable
          tab={tab}
          people={shown}
          busy={users.isPlaceholderData}
          emptyText={searched ? t('users:page.no_match') : t('users:page.none_found')}
          viewer={viewer}
          monday={monday}
          weekByUser={weekByUser}
          clientNames={clientNames}
          paging={{ count: total, page, pageSize }}
          onPage={(choice) => {
            setPage(choice.page);
            setPageSize(choice.pageSize);
          }}
          editing={editing}
          onEditing={setEditing}
          saving={editUser.isPending}
          onSave={save}
          onDialog={setDialog}
        />
      )}

      <UsersDialogs dialog={dialog} shown={shown} onClose={() => setDialog({ kind: 'none' })} />
    </Stack>
  );
}
