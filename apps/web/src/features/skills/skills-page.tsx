import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { can, type SkillView } from '@portal/shared';
import { DismissibleError } from '../../components/dismissible-error';
import { useConfirmation } from '../../components/confirm-dialog';
import { QueryState } from '../../components/page-states';
import { useToast } from '../../components/toast';
import { EmptyRow } from '../../components/table-rows';
import { useSignedInUser } from '../../lib/signed-in-user';
import { AddSkillForm } from './add-skill-form';
import { skillCatalogueQuery, useDeleteSkill, useRenameSkill } from './api';
import { SkillEditRow, SkillRow } from './skill-rows';

/** 'The skills anyone can list … in the <a>people list</a>.' */
const INTRO_KEY = 'skills:catalogue.intro';

/**
 * /skills (docs/product/people-and-clients.md#skills). Admins manage the catalogue; employees, who also reach this page (spec
 * docs/product/roles-and-access.md#routes), read it (docs/decisions/0009).
 */
export default function SkillsPage() {
  const { t } = useTranslation('skills');
  const user = useSignedInUser();
  const manages = can(user.role_id, 'skills:manage');
  const catalogue = useQuery(skillCatalogueQuery());
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      {manages ? (
        <AddSkillForm onError={setError} />
      ) : (
        <Typography>
          <Trans t={t} i18nKey={INTRO_KEY} components={{ a: <RouterLink to="/skills/list" /> }} />
        </Typography>
      )}
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <QueryState isLoading={catalogue.isLoading} error={catalogue.error} onRetry={() => catalogue.refetch()} />
      {catalogue.data && <CatalogueTable skills={catalogue.data} manages={manages} onError={setError} />}
    </Stack>
  );
}

function CatalogueTable({
  skills,
  manages,
  onError,
}: {
  skills: SkillView[];
  manages: boolean;
  onError(message: string): void;
}) {
  const { t } = useTranslation('skills');
  const [editing, setEditing] = useState<number | null>(null);
  const rename = useRenameSkill();
  const remove = useDeleteSkill();
  const toast = useToast();
  const save = (skill: SkillView, name: string) =>
    rename.mutate(
      { id: skill.id, name },
      {
        onSuccess: () => {
          toast(t('skills:toast.updated'));
          setEditing(null);
        },
        onError: (failure) => onError(failure.message),
      },
    );
  const deletion = useConfirmation<SkillView>({
    title: t('skills:catalogue.remove_title'),
    text: (skill) => t('skills:catalogue.remove_text', { name: skill.name }),
    confirmLabel: t('skills:catalogue.remove'),
    onConfirm: (skill) =>
      remove.mutateAsync(skill.id).then(
        () => toast(t('skills:toast.removed')),
        (failure: Error) => onError(failure.message),
      ),
  });
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label={t('skills:catalogue.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('skills:field.name')}</TableCell>
            {manages && <TableCell align="right">{t('skills:catalogue.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {skills.length === 0 && <EmptyRow columns={2}>{t('skills:catalogue.empty')}</EmptyRow>}
          {skills.map((skill) =>
            !manages ? (
              <TableRow key={skill.id}>
                <TableCell>{skill.name}</TableCell>
              </TableRow>
            ) : editing === skill.id ? (
              <SkillEditRow
                key={skill.id}
                skill={skill}
                busy={rename.isPending}
                onSave={(name) => save(skill, name)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <SkillRow
                key={skill.id}
                skill={skill}
                onEdit={() => setEditing(skill.id)}
                onDelete={() => deletion.ask(skill)}
              />
            ),
          )}
        </TableBody>
      </Table>
      {deletion.dialog}
    </TableContainer>
  );
}
