import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Role, type RoleId } from '@portal/shared';
import { PAGE_SIZES, PageControls, type PageChoice } from '../../components/paged-rows';
import { QueryState } from '../../components/page-states';
import { EmptyRow } from '../../components/table-rows';
import { useSignedInUser } from '../../lib/signed-in-user';
import { peopleWithSkillsPageQuery } from './api';

/** The roles' names (ROLE_LABELS of @portal/shared in English). */
const ROLE_KEYS = {
  [Role.SUPER_ADMIN]: 'skills:role.super_admin',
  [Role.ADMIN]: 'skills:role.admin',
  [Role.USER]: 'skills:role.user',
  [Role.CLIENT]: 'skills:role.client',
} as const satisfies Record<RoleId, string>;

/** /skills/list (docs/product/people-and-clients.md#skills): the Role column is hidden from role 2, whom the server also shows no admins. */
export default function PeopleSkillsPage() {
  const { t } = useTranslation('skills');
  const viewer = useSignedInUser();
  const showsRole = viewer.role_id !== Role.USER;
  const [paging, setPaging] = useState<PageChoice>({ page: 0, pageSize: PAGE_SIZES[0]! });
  // A thousand people: the server pages them (docs/product/http-contract.md#scale).
  const people = useQuery(peopleWithSkillsPageQuery(paging));
  const total = people.data?.meta.total ?? 0;
  // People who leave may empty the last page: show the one before (set while rendering, as React advises for state that
  // follows other state).
  const lastPage = Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  if (people.isSuccess && !people.isPlaceholderData && paging.page > lastPage) setPaging({ ...paging, page: lastPage });
  const columns = showsRole ? 4 : 3;
  return (
    <Stack spacing={2}>
      <QueryState isLoading={people.isLoading} error={people.error} onRetry={() => people.refetch()} />
      {people.data && (
        <TableContainer component={Paper} aria-busy={people.isPlaceholderData}>
          <Table size="small" aria-label={t('skills:people.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('skills:people.person')}</TableCell>
                <TableCell>{t('skills:people.technologies')}</TableCell>
                <TableCell>{t('skills:people.email')}</TableCell>
                {showsRole && <TableCell>{t('skills:people.role')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {people.data.data.length === 0 && <EmptyRow columns={columns}>{t('skills:people.empty')}</EmptyRow>}
              {people.data.data.map((person) => (
                <TableRow key={person.id}>
                  <TableCell>{person.name}</TableCell>
                  <TableCell>{person.skills.map((skill) => skill.name).join(', ') || '—'}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{person.email}</TableCell>
                  {showsRole && <TableCell>{t(ROLE_KEYS[person.role_id as RoleId])}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <PageControls count={total} {...paging} onChange={setPaging} />
        </TableContainer>
      )}
    </Stack>
  );
}
